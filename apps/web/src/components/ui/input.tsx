import { translateMessage } from '@dishrated/shared';
import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../lib/i18n';
import { cn } from '../../lib/utils';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 placeholder:text-gray-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:bg-gray-100 disabled:text-gray-500 aria-[invalid=true]:border-danger-500',
        className,
      )}
      {...props}
    />
  );
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'min-h-24 w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 aria-[invalid=true]:border-danger-500',
        className,
      )}
      {...props}
    />
  );
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('mb-1.5 block text-sm font-medium text-gray-700', className)} {...props} />;
}

/** A password field with a show/hide toggle whose accessible name says what it will do. */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={cn('pr-10', className)} {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-gray-500 hover:text-gray-800 cursor-pointer"
        aria-label={visible ? intl.formatMessage({ id: 'password.hide', defaultMessage: 'Hide password' }) : intl.formatMessage({ id: 'password.show', defaultMessage: 'Show password' })}
        aria-pressed={visible}
      >
        {visible ? <EyeOff className="h-4 w-4" aria-hidden /> : <Eye className="h-4 w-4" aria-hidden />}
      </button>
    </div>
  );
}

/** A field's problem, in the page's language (the shared rules word it in English). */
export function FieldError({ id, children }: { id?: string; children?: string | null }) {
  const locale = useLocale();
  if (!children) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-danger-600">
      {translateMessage(children, locale)}
    </p>
  );
}
