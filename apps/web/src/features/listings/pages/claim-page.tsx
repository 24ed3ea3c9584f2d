import { ClaimBodySchema, LISTINGS, type Claim } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/input';
import { RequireAuth } from '../../../lib/auth';
import { showSubmitError, useZodForm } from '../../../lib/form';
import { listingQueries, useClaimTruck } from '../api/listings-api';
import { PhotoField } from '../components/photo-field';

const FIELDS = ['fssaiLicense', 'phone', 'photo', 'message'] as const;

/** What a claimant reads once their claim is in: waiting, approved or turned down. */
function ClaimState({ claim }: { claim: Claim }) {
  if (claim.status === 'approved') {
    return (
      <div className="rounded-xl bg-success-50 p-4 text-success-900" role="status">
        <p className="font-semibold"><FormattedMessage id="claim.approved" defaultMessage="Approved: this truck is yours." /></p>
        <Button asChild className="mt-3"><Link to="/owner/dashboard"><FormattedMessage id="claim.toDashboard" defaultMessage="Go to your dashboard" /></Link></Button>
      </div>
    );
  }
  if (claim.status === 'rejected') {
    return (
      <p className="rounded-xl bg-danger-50 p-4 text-danger-900" role="status">
        <FormattedMessage id="claim.rejected" defaultMessage="Your claim was not approved: {reason}" values={{ reason: claim.reason }} />
      </p>
    );
  }
  return (
    <p className="rounded-xl bg-brand-50 p-4 text-brand-900" role="status">
      <FormattedMessage id="claim.pending" defaultMessage="Claim sent. We will check your licence and tell you by mail, usually within two working days." />
    </p>
  );
}

function ClaimForm({ truckId }: { truckId: string }) {
  const intl = useIntl();
  const [photo, setPhoto] = useState<string | null>(null);
  const form = useZodForm(ClaimBodySchema, { defaultValues: { fssaiLicense: '', phone: '', message: '' } });
  const claim = useClaimTruck(truckId, {
    onError: (error) =>
      showSubmitError(form, error, {
        title: intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }),
        fallback: intl.formatMessage({ id: 'claim.failed', defaultMessage: 'The claim could not be sent. Please try again.' }),
        fields: [...FIELDS],
      }),
  });
  const { errors } = form.formState;
  if (claim.data) return <ClaimState claim={claim.data} />;
  return (
    <form noValidate aria-label={intl.formatMessage({ id: 'claim.formLabel', defaultMessage: 'Claim this truck' })} className="space-y-5" onSubmit={form.handleSubmit((body) => claim.mutate(body))}>
      <div>
        <Label htmlFor="claim-fssai"><FormattedMessage id="claim.fssai" defaultMessage="FSSAI licence number (14 digits)" /></Label>
        <Input id="claim-fssai" inputMode="numeric" autoComplete="off" maxLength={14} aria-invalid={Boolean(errors.fssaiLicense)} aria-describedby={errors.fssaiLicense ? 'claim-fssai-error' : undefined} {...form.register('fssaiLicense')} />
        <FieldError id="claim-fssai-error">{errors.fssaiLicense?.message}</FieldError>
      </div>
      <div>
        <Label htmlFor="claim-phone"><FormattedMessage id="claim.phone" defaultMessage="Phone we can call you on" /></Label>
        <Input id="claim-phone" type="tel" autoComplete="tel" aria-invalid={Boolean(errors.phone)} aria-describedby={errors.phone ? 'claim-phone-error' : undefined} {...form.register('phone')} />
        <FieldError id="claim-phone-error">{errors.phone?.message}</FieldError>
      </div>
      <PhotoField
        label={<FormattedMessage id="claim.photo" defaultMessage="A photo of your FSSAI licence, or of you at the truck" />}
        photo={photo}
        error={errors.photo ? intl.formatMessage({ id: 'claim.photoRequired', defaultMessage: 'Add a photo of the licence or the truck' }) : null}
        onUploaded={(url) => {
          setPhoto(url);
          form.setValue('photo', url, { shouldValidate: form.formState.isSubmitted });
        }}
      />
      <div>
        <Label htmlFor="claim-message"><FormattedMessage id="claim.message" defaultMessage="Anything that helps us check (optional)" /></Label>
        <Textarea id="claim-message" rows={3} maxLength={LISTINGS.noteMax} {...form.register('message')} />
      </div>
      <FieldError>{errors.root?.server?.message}</FieldError>
      <Button type="submit" disabled={claim.isPending}>
        {claim.isPending ? <FormattedMessage id="claim.sending" defaultMessage="Sending..." /> : <FormattedMessage id="claim.send" defaultMessage="Send claim" />}
      </Button>
    </form>
  );
}

function ClaimScreen({ truckId }: { truckId: string }) {
  const truck = useQuery(listingQueries.truck(truckId));
  const mine = useQuery(listingQueries.myClaims());
  if (truck.isPending || mine.isPending) return null;
  if (!truck.data) {
    return <p className="text-gray-700"><FormattedMessage id="claim.noTruck" defaultMessage="This truck could not be found." /></p>;
  }
  const earlier = mine.data?.find((c) => c.truck.id === truckId);
  return (
    <>
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
        <FormattedMessage id="claim.title" defaultMessage="Claim {truck}" values={{ truck: truck.data.name }} />
      </h1>
      <p className="mt-1 text-gray-600">
        <FormattedMessage id="claim.lead" defaultMessage="Run this truck? Claim it to keep its menu, hours and photos up to date, take orders ahead and answer reviews. We check every claim against the FSSAI licence." />
      </p>
      <Card className="mt-6 p-4 sm:p-6">
        {truck.data.claimed && earlier?.status !== 'approved' ? (
          <p className="flex items-center gap-2 text-gray-800">
            <BadgeCheck className="h-5 w-5 text-success-700" aria-hidden />
            <FormattedMessage id="claim.alreadyRun" defaultMessage="This truck is already run by its owner on DishRated." />
          </p>
        ) : earlier && earlier.status !== 'rejected' ? (
          <ClaimState claim={earlier} />
        ) : (
          <ClaimForm truckId={truckId} />
        )}
      </Card>
      <p className="mt-4 text-sm">
        <Link to={`/trucks/${truckId}`} className="text-brand-700 hover:underline"><FormattedMessage id="claim.back" defaultMessage="Back to the truck" /></Link>
      </p>
    </>
  );
}

/** /listings/claim/{truckId}: the owner of a listing nobody runs yet claims it. */
export default function ClaimPage() {
  const { truckId = '' } = useParams();
  return (
    <RequireAuth>
      <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6">
        <ClaimScreen truckId={truckId} />
      </div>
    </RequireAuth>
  );
}
