import type { User } from '@dishrated/shared';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

// The header's menu buttons, rendered the same before and after the dropdown code arrives.

export function MoreTrigger(props: ComponentProps<'button'>) {
  return (
    <button type="button" aria-haspopup="menu" aria-expanded={false} {...props} className="flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-gray-700 hover:bg-brand-50 hover:text-brand-700 cursor-pointer">
      <FormattedMessage id="nav.more" defaultMessage="More" /> <ChevronDown className="h-4 w-4" aria-hidden />
    </button>
  );
}

export function AccountTrigger({ user, ...props }: ComponentProps<'button'> & { user: User }) {
  const intl = useIntl();
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={intl.formatMessage({ id: 'account.menuFor', defaultMessage: 'Account menu for {name}' }, { name: user.name })}
      {...props}
      className="flex h-10 w-10 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-700 text-base font-bold text-white shadow ring-2 ring-white hover:brightness-110 cursor-pointer"
    >
      {user.name.charAt(0).toUpperCase()}
    </button>
  );
}
