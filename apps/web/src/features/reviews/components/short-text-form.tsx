import { REVIEW_LIMITS, ReviewReportFormSchema, ReviewResponseFormSchema, type ShortTextFormSchema } from '@dishrated/shared';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/form';

interface ShortTextFormProps {
  label: string;
  submitLabel: string;
  /** The route's own rule for the text (length limits), from the shared schemas. */
  schema: ShortTextFormSchema;
  maxLength: number;
  onSubmit(text: string): Promise<unknown>;
  onCancel(): void;
}

/** The small inline form behind Respond and Report. */
function ShortTextForm({ label, submitLabel, schema, maxLength, onSubmit, onCancel }: ShortTextFormProps) {
  const form = useZodForm(schema, { defaultValues: { text: '' }, mode: 'onChange' });
  const intl = useIntl();
  const id = useId();
  const submit = form.handleSubmit(async ({ text }) => {
    try {
      await onSubmit(text);
    } catch (error) {
      form.setError('root.server', { message: errorMessage(error, intl.formatMessage({ id: 'shortText.failed', defaultMessage: 'Something went wrong. Please try again.' })) });
    }
  });
  const { isValid, isSubmitting, errors } = form.formState;
  return (
    <form onSubmit={submit} className="mt-3 space-y-2">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">{label}</label>
      <textarea id={id} rows={3} maxLength={maxLength} className="block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm" {...form.register('text')} />
      {errors.root?.server ? <p role="alert" className="text-sm text-danger-600">{errors.root.server.message}</p> : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={!isValid || isSubmitting}>{submitLabel}</Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}><FormattedMessage id="common.cancel" defaultMessage="Cancel" /></Button>
      </div>
    </form>
  );
}

type ReviewTextFormProps = Pick<ShortTextFormProps, 'onSubmit' | 'onCancel'>;

/** An owner's public response to a review. */
export function ResponseForm(props: ReviewTextFormProps) {
  const intl = useIntl();
  return (
    <ShortTextForm
      label={intl.formatMessage({ id: 'shortText.response', defaultMessage: 'Your response' })}
      submitLabel={intl.formatMessage({ id: 'shortText.postResponse', defaultMessage: 'Post Response' })}
      schema={ReviewResponseFormSchema} maxLength={REVIEW_LIMITS.responseMax}
      {...props}
    />
  );
}

/** A report of a review to the moderators. */
export function ReportForm(props: ReviewTextFormProps) {
  const intl = useIntl();
  return (
    <ShortTextForm
      label={intl.formatMessage({ id: 'shortText.reportWhy', defaultMessage: 'Why are you reporting this review?' })}
      submitLabel={intl.formatMessage({ id: 'shortText.report', defaultMessage: 'Report Review' })}
      schema={ReviewReportFormSchema}
      maxLength={REVIEW_LIMITS.reportReasonMax}
      {...props}
    />
  );
}
