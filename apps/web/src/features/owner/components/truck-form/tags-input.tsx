import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Input, Label } from '../../../../components/ui/input';

/**
 * Tags as chips: type and press Enter (or a comma) to add, the x to remove. A tag already there
 * (in any letter case) is not added twice.
 */
export function TagsInput({ value, onChange, onBlur, label }: { value: string[]; onChange: (tags: string[]) => void; onBlur?: () => void; label?: string }) {
  const intl = useIntl();
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const id = useId();

  function add() {
    const tag = draft.trim().replace(/,$/, '').trim();
    if (!tag) return;
    if (value.some((t) => t.toLowerCase() === tag.toLowerCase())) {
      setNotice(intl.formatMessage({ id: 'tags.duplicate', defaultMessage: 'Tags cannot be duplicated' }));
      return;
    }
    setNotice(null);
    onChange([...value, tag]);
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && !draft && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  }

  return (
    <div>
      <Label htmlFor={id}>{label ?? intl.formatMessage({ id: 'tags.label', defaultMessage: 'Tags' })}</Label>
      <div className="flex flex-wrap gap-1.5">
        {value.map((tag) => (
          <span key={tag} className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-sm text-brand-800">
            {tag}
            <button type="button" onClick={() => onChange(value.filter((t) => t !== tag))} aria-label={intl.formatMessage({ id: 'tags.remove', defaultMessage: 'Remove tag {tag}' }, { tag })} className="cursor-pointer rounded-full hover:text-brand-950">
              <X className="h-3.5 w-3.5" aria-hidden />
            </button>
          </span>
        ))}
      </div>
      <Input
        id={id}
        className="mt-1.5"
        value={draft}
        placeholder={intl.formatMessage({ id: 'tags.placeholder', defaultMessage: 'Type a tag and press Enter' })}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          add();
          onBlur?.();
        }}
        aria-describedby={notice ? `${id}-notice` : undefined}
      />
      {notice ? <p id={`${id}-notice`} role="status" className="mt-1 text-sm text-warning-700">{notice}</p> : null}
    </div>
  );
}
