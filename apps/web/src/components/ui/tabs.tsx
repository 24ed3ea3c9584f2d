import { Tabs as Radix } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

/**
 * Tabs in the app's two looks: `pill` (sections of a dashboard or settings screen, on a grey
 * track) and `underline` (the parts of a public page, such as a truck's menu and reviews). Radix
 * gives the keyboard (arrows, Home, End) and the tab/tabpanel roles.
 */
type Look = 'pill' | 'underline';

export const Tabs = Radix.Root;

const LIST: Record<Look, string> = {
  // On a phone the pills wrap onto a second row rather than hide off screen.
  pill: 'flex flex-wrap gap-1 rounded-xl bg-gray-100 p-1 sm:flex-nowrap sm:overflow-x-auto',
  underline: 'flex overflow-x-auto border-b border-gray-200',
};
const TAB: Record<Look, string> = {
  pill: 'shrink-0 cursor-pointer rounded-lg px-3 py-2 text-sm font-medium text-gray-600 data-[state=active]:bg-white data-[state=active]:text-gray-900 data-[state=active]:shadow-sm sm:px-4',
  underline: 'shrink-0 cursor-pointer border-b-2 border-transparent px-3 py-3 text-sm font-semibold sm:px-4 text-gray-600 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700',
};

export function TabList({ look = 'pill', className, ...props }: ComponentProps<typeof Radix.List> & { look?: Look }) {
  return <Radix.List className={cn(LIST[look], className)} {...props} />;
}

export function Tab({ look = 'pill', className, ...props }: ComponentProps<typeof Radix.Trigger> & { look?: Look }) {
  return <Radix.Trigger className={cn(TAB[look], className)} {...props} />;
}

export const TabPanel = Radix.Content;
