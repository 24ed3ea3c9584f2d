import { ADMIN, CUISINES, OwnerApplicationBodySchema, cuisineName } from '@dishrated/shared';
import { CheckCircle2, MapPin, Star, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/input';
import { showSubmitError, useZodForm } from '../../../lib/form';
import { defineMessages, useLocale } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useSubmitApplication } from '../api/application-mutations';

type Field = 'businessName' | 'ownerName' | 'email' | 'phone' | 'cuisineType' | 'description';
const FIELDS: Field[] = ['businessName', 'ownerName', 'email', 'phone', 'cuisineType', 'description'];

const WORDS = defineMessages({
  foundTitle: { id: 'apply.benefit.foundTitle', defaultMessage: 'Be found wherever you park' },
  foundText: { id: 'apply.benefit.foundText', defaultMessage: 'Share your live location and regulars follow you across the city.' },
  reviewsTitle: { id: 'apply.benefit.reviewsTitle', defaultMessage: 'Reviews that travel with you' },
  reviewsText: { id: 'apply.benefit.reviewsText', defaultMessage: 'Ratings and replies build trust that does not reset when you move.' },
  knowTitle: { id: 'apply.benefit.knowTitle', defaultMessage: 'Know what works' },
  knowText: { id: 'apply.benefit.knowText', defaultMessage: 'Views, directions and review trends for every truck, by day.' },
  reviewWithin: { id: 'apply.reviewWithin', defaultMessage: "We'll review your application and get back to you within {time}." },
});

const BENEFITS = [
  { icon: MapPin, title: WORDS.foundTitle, text: WORDS.foundText },
  { icon: Star, title: WORDS.reviewsTitle, text: WORDS.reviewsText },
  { icon: TrendingUp, title: WORDS.knowTitle, text: WORDS.knowText },
];

function Submitted() {
  return (
    <Card className="mx-auto max-w-lg p-8 text-center">
      <CheckCircle2 className="mx-auto h-12 w-12 text-live-600" aria-hidden />
      <h2 className="mt-4 text-2xl font-bold text-gray-900"><FormattedMessage id="apply.submitted" defaultMessage="Application Submitted!" /></h2>
      <p className="mt-2 text-gray-600"><FormattedMessage {...WORDS.reviewWithin} values={{ time: <ReviewPromise /> }} /></p>
      <p className="mt-2 text-sm text-gray-600"><FormattedMessage id="apply.onceApproved" defaultMessage="Once approved, you will get an email with a link to set your password." /></p>
      <Button asChild className="mt-6"><Link to="/"><FormattedMessage id="admin.backHome" defaultMessage="Back to Home" /></Link></Button>
    </Card>
  );
}

/** How soon an application is decided, in the page's language. */
function ReviewPromise() {
  return <FormattedMessage id="apply.reviewPromise" defaultMessage="{days} business days" values={{ days: ADMIN.reviewPromiseDays }} />;
}

/** The food truck owner application (also at /vendor-signup). */
export default function OwnerSignupPage() {
  const intl = useIntl();
  const locale = useLocale();
  const form = useZodForm(OwnerApplicationBodySchema, {
    defaultValues: { businessName: '', ownerName: '', email: '', phone: '', cuisineType: undefined as never, description: '' },
  });
  const submit = useSubmitApplication({
    onSuccess: () =>
      toast.success(
        intl.formatMessage({ id: 'apply.submitted', defaultMessage: 'Application Submitted!' }),
        intl.formatMessage(WORDS.reviewWithin, { time: intl.formatMessage({ id: 'apply.reviewPromise', defaultMessage: '{days} business days' }, { days: ADMIN.reviewPromiseDays }) }),
      ),
    onError: (error) =>
      showSubmitError(form, error, {
        title: intl.formatMessage({ id: 'apply.failed', defaultMessage: 'Submission Failed' }),
        fallback: intl.formatMessage({ id: 'apply.failedText', defaultMessage: 'Failed to submit application. Please try again.' }),
        fields: FIELDS,
      }),
  });
  const { errors } = form.formState;
  const aria = (id: Field) => ({ id: `apply-${id}`, 'aria-invalid': Boolean(errors[id]), 'aria-describedby': errors[id] ? `apply-${id}-error` : undefined, ...form.register(id) });
  const field = (id: Field, label: string, input: ReactNode) => (
    <div>
      <Label htmlFor={`apply-${id}`}>{label}</Label>
      {input}
      <FieldError id={`apply-${id}-error`}>{errors[id]?.message}</FieldError>
    </div>
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-bold text-gray-900 sm:text-4xl"><FormattedMessage id="apply.heading" defaultMessage="Join as a Food Truck Owner" /></h1>
        <p className="mt-3 text-gray-600"><FormattedMessage id="apply.lead" defaultMessage="Tell us about your truck. We review every application within {time}." values={{ time: <ReviewPromise /> }} /></p>
      </div>
      {submit.isSuccess ? (
        <div className="mt-10"><Submitted /></div>
      ) : (
        <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_22rem]">
          <Card className="p-5 sm:p-8">
            <form noValidate aria-label={intl.formatMessage({ id: 'apply.label', defaultMessage: 'Owner application' })} className="grid gap-4 sm:grid-cols-2" onSubmit={form.handleSubmit((body) => submit.mutate(body))}>
              {field('businessName', intl.formatMessage({ id: 'apply.business', defaultMessage: 'Business name' }), <Input autoComplete="organization" required {...aria('businessName')} />)}
              {field('ownerName', intl.formatMessage({ id: 'apply.owner', defaultMessage: 'Owner name' }), <Input autoComplete="name" required {...aria('ownerName')} />)}
              {field('email', intl.formatMessage({ id: 'apply.email', defaultMessage: 'Email' }), <Input type="email" autoComplete="email" required {...aria('email')} />)}
              {field('phone', intl.formatMessage({ id: 'profile.phone', defaultMessage: 'Phone' }), <Input type="tel" autoComplete="tel" required {...aria('phone')} />)}
              <div className="sm:col-span-2">
                {field(
                  'cuisineType',
                  intl.formatMessage({ id: 'apply.cuisine', defaultMessage: 'Cuisine type' }),
                  <select className="h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm" required defaultValue="" {...aria('cuisineType')}>
                    <option value="" disabled>{intl.formatMessage({ id: 'createTruck.chooseCuisine', defaultMessage: 'Choose a cuisine' })}</option>
                    {CUISINES.map((c) => <option key={c} value={c}>{cuisineName(c, locale)}</option>)}
                  </select>,
                )}
              </div>
              <div className="sm:col-span-2">
                {field(
                  'description',
                  intl.formatMessage({ id: 'apply.about', defaultMessage: 'About your truck (optional)' }),
                  <Textarea rows={4} placeholder={intl.formatMessage({ id: 'apply.aboutPlaceholder', defaultMessage: 'What you serve, where you park, how long you have been running' })} {...aria('description')} />,
                )}
              </div>
              <div className="sm:col-span-2">
                <Button type="submit" className="w-full sm:w-auto" disabled={submit.isPending}>{submit.isPending ? <FormattedMessage id="reviewForm.submitting" defaultMessage="Submitting..." /> : <FormattedMessage id="apply.submit" defaultMessage="Submit Application" />}</Button>
              </div>
            </form>
          </Card>
          <aside aria-label={intl.formatMessage({ id: 'apply.why', defaultMessage: 'Why DishRated' })} className="space-y-4">
            {BENEFITS.map(({ icon: Icon, title, text }) => (
              <div key={title.id} className="flex gap-3 rounded-2xl bg-brand-50 p-4">
                <Icon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden />
                <div>
                  <h2 className="font-semibold text-gray-900"><FormattedMessage {...title} /></h2>
                  <p className="text-sm text-gray-700"><FormattedMessage {...text} /></p>
                </div>
              </div>
            ))}
            <p className="text-sm text-gray-600">
              <FormattedMessage
                id="apply.alreadyApproved"
                defaultMessage="Already approved? <link>Sign in to your owner account</link>."
                values={{ link: (chunks) => <Link to="/owner-login" className="font-medium text-brand-700 hover:underline">{chunks}</Link> }}
              />
            </p>
          </aside>
        </div>
      )}
    </div>
  );
}
