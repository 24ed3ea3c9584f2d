import { ADMIN, CUISINES, OwnerApplicationBodySchema } from '@dishrated/shared';
import { CheckCircle2, MapPin, Star, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/input';
import { showSubmitError, useZodForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { useSubmitApplication } from '../api/application-mutations';

type Field = 'businessName' | 'ownerName' | 'email' | 'phone' | 'cuisineType' | 'description';
const FIELDS: Field[] = ['businessName', 'ownerName', 'email', 'phone', 'cuisineType', 'description'];

const BENEFITS = [
  { icon: MapPin, title: 'Be found wherever you park', text: 'Share your live location and regulars follow you across the city.' },
  { icon: Star, title: 'Reviews that travel with you', text: 'Ratings and replies build trust that does not reset when you move.' },
  { icon: TrendingUp, title: 'Know what works', text: 'Views, directions and review trends for every truck, by day.' },
];

function Submitted() {
  return (
    <Card className="mx-auto max-w-lg p-8 text-center">
      <CheckCircle2 className="mx-auto h-12 w-12 text-live-600" aria-hidden />
      <h2 className="mt-4 text-2xl font-bold text-gray-900">Application Submitted!</h2>
      <p className="mt-2 text-gray-600">We&apos;ll review your application and get back to you within {ADMIN.reviewPromise}.</p>
      <p className="mt-2 text-sm text-gray-600">Once approved, you will get an email with a link to set your password.</p>
      <Button asChild className="mt-6"><Link to="/">Back to Home</Link></Button>
    </Card>
  );
}

/** The food truck owner application (also at /vendor-signup). */
export default function OwnerSignupPage() {
  const form = useZodForm(OwnerApplicationBodySchema, {
    defaultValues: { businessName: '', ownerName: '', email: '', phone: '', cuisineType: undefined as never, description: '' },
  });
  const submit = useSubmitApplication({
    onSuccess: () => toast.success('Application Submitted!', `We'll review your application and get back to you within ${ADMIN.reviewPromise}.`),
    onError: (error) => showSubmitError(form, error, { title: 'Submission Failed', fallback: 'Failed to submit application. Please try again.', fields: FIELDS }),
  });
  const { errors } = form.formState;
  const aria = (id: Field) => ({ id: `apply-${id}`, 'aria-invalid': Boolean(errors[id]), 'aria-describedby': errors[id] ? `apply-${id}-error` : undefined, ...form.register(id) });
  const field = (id: Field, label: string, input: React.ReactNode) => (
    <div>
      <Label htmlFor={`apply-${id}`}>{label}</Label>
      {input}
      <FieldError id={`apply-${id}-error`}>{errors[id]?.message}</FieldError>
    </div>
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-bold text-gray-900 sm:text-4xl">Join as a Food Truck Owner</h1>
        <p className="mt-3 text-gray-600">Tell us about your truck. We review every application within {ADMIN.reviewPromise}.</p>
      </div>
      {submit.isSuccess ? (
        <div className="mt-10"><Submitted /></div>
      ) : (
        <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_22rem]">
          <Card className="p-5 sm:p-8">
            <form noValidate aria-label="Owner application" className="grid gap-4 sm:grid-cols-2" onSubmit={form.handleSubmit((body) => submit.mutate(body))}>
              {field('businessName', 'Business name', <Input autoComplete="organization" required {...aria('businessName')} />)}
              {field('ownerName', 'Owner name', <Input autoComplete="name" required {...aria('ownerName')} />)}
              {field('email', 'Email', <Input type="email" autoComplete="email" required {...aria('email')} />)}
              {field('phone', 'Phone', <Input type="tel" autoComplete="tel" required {...aria('phone')} />)}
              <div className="sm:col-span-2">
                {field(
                  'cuisineType',
                  'Cuisine type',
                  <select className="h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm" required defaultValue="" {...aria('cuisineType')}>
                    <option value="" disabled>Choose a cuisine</option>
                    {CUISINES.map((c) => <option key={c} value={c}>{c}</option>)}
                  </select>,
                )}
              </div>
              <div className="sm:col-span-2">
                {field('description', 'About your truck (optional)', <Textarea rows={4} placeholder="What you serve, where you park, how long you have been running" {...aria('description')} />)}
              </div>
              <div className="sm:col-span-2">
                <Button type="submit" className="w-full sm:w-auto" disabled={submit.isPending}>{submit.isPending ? 'Submitting...' : 'Submit Application'}</Button>
              </div>
            </form>
          </Card>
          <aside aria-label="Why DishRated" className="space-y-4">
            {BENEFITS.map(({ icon: Icon, title, text }) => (
              <div key={title} className="flex gap-3 rounded-2xl bg-brand-50 p-4">
                <Icon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden />
                <div>
                  <h2 className="font-semibold text-gray-900">{title}</h2>
                  <p className="text-sm text-gray-700">{text}</p>
                </div>
              </div>
            ))}
            <p className="text-sm text-gray-600">
              Already approved? <Link to="/owner-login" className="font-medium text-brand-700 hover:underline">Sign in to your owner account</Link>.
            </p>
          </aside>
        </div>
      )}
    </div>
  );
}
