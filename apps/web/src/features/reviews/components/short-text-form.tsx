import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';

/** The small inline form behind Respond and Report. */
export function ShortTextForm({ label, submitLabel, minLength, maxLength, onSubmit, onCancel }: { label: string; submitLabel: string; minLength: number; maxLength: number; onSubmit(text: string): Promise<unknown>; onCancel(): void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const id = `short-text-${label.replace(/\W+/g, '-').toLowerCase()}`;
  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await onSubmit(text);
    } catch (e) {
      setError(errorMessage(e, 'Something went wrong. Please try again.'));
    } finally {
      setPending(false);
    }
  }
  return (
    <form onSubmit={submit} className="mt-3 space-y-2">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">{label}</label>
      <textarea id={id} value={text} onChange={(e) => setText(e.target.value)} rows={3} maxLength={maxLength} className="block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm" />
      {error ? <p role="alert" className="text-sm text-red-600">{error}</p> : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={text.trim().length < minLength || pending}>{submitLabel}</Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>Cancel</Button>
      </div>
    </form>
  );
}
