import { ORDER_LIMITS, indiaDate, rupees, type MenuItem, type PickupSlots } from '@dishrated/shared';
import { ShoppingBag } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input, Label } from '../../../components/ui/input';
import { useLocale } from '../../../lib/i18n';
import type { Cart } from '../lib/cart';

interface CheckoutPanelProps {
  cart: Cart;
  dishes: ReadonlyMap<string, MenuItem>;
  total: number;
  slots: PickupSlots | undefined;
  pickupAt: string;
  onPickupAt: (at: string) => void;
  onNote: (menuItemId: string, note: string) => void;
  onPlace: () => void;
  placing: boolean;
  signedIn: boolean;
}

/** The cart with a note per dish, its total, the pickup time, and the button that places it. */
export function CheckoutPanel({ cart, dishes, total, slots, pickupAt, onPickupAt, onNote, onPlace, placing, signedIn }: CheckoutPanelProps) {
  const intl = useIntl();
  const locale = useLocale();
  const open = slots?.slots.filter((s) => s.left > 0) ?? [];
  // Signed out, the button asks to sign in first (the cart stays in this browser meanwhile).
  const canPlace = cart.lines.length > 0 && (!signedIn || (Boolean(pickupAt) && Boolean(slots?.accepting)));
  return (
    <Card className="p-5">
      <h2 className="flex items-center gap-2 text-lg font-bold text-gray-900"><ShoppingBag className="h-5 w-5" aria-hidden /><FormattedMessage id="title.yourOrder" defaultMessage="Your order" /></h2>
      {cart.lines.length === 0 ? (
        <p className="mt-3 text-sm text-gray-600"><FormattedMessage id="checkout.empty" defaultMessage="Add dishes from the menu. You pay at the truck when you pick up." /></p>
      ) : (
        <ul className="mt-3 space-y-3">
          {cart.lines.map((line) => {
            const dish = dishes.get(line.menuItemId);
            return (
              <li key={line.menuItemId}>
                <p className="flex justify-between gap-2 text-sm"><span className="min-w-0 truncate">
                  <FormattedMessage
                    id="checkout.line"
                    defaultMessage="{quantity} × {name}"
                    values={{ quantity: line.quantity, name: dish?.name ?? intl.formatMessage({ id: 'checkout.goneDish', defaultMessage: 'A dish no longer on the menu' }) }}
                  />
                </span><span className="tabular-nums">{rupees((dish?.price ?? 0) * line.quantity)}</span></p>
                <Label className="sr-only" htmlFor={`note-${line.menuItemId}`}>
                  <FormattedMessage id="checkout.noteFor" defaultMessage="Note for {name}" values={{ name: dish?.name ?? '' }} />
                </Label>
                <Input id={`note-${line.menuItemId}`} className="mt-1 h-8 text-sm" placeholder={intl.formatMessage({ id: 'checkout.notePlaceholder', defaultMessage: 'Note (for example: no onion)' })} maxLength={ORDER_LIMITS.noteMax} value={line.note} onChange={(e) => onNote(line.menuItemId, e.target.value)} />
              </li>
            );
          })}
        </ul>
      )}
      <p className="mt-4 flex justify-between border-t border-gray-100 pt-3 font-bold text-gray-900"><span><FormattedMessage id="checkout.total" defaultMessage="Total" /></span>
        <span className="tabular-nums" role="status" aria-label={intl.formatMessage({ id: 'checkout.totalLabel', defaultMessage: 'Total {amount}' }, { amount: rupees(total) })}>{rupees(total)}</span></p>
      <div className="mt-4">
        <Label htmlFor="pickup-at"><FormattedMessage id="checkout.pickupTime" defaultMessage="Pickup time" /></Label>
        {slots && !slots.accepting ? (
          <p className="mt-1 text-sm font-medium text-danger-700"><FormattedMessage id="checkout.noTimes" defaultMessage="No pickup times right now." /></p>
        ) : open.length === 0 && slots ? (
          <p role="status" className="mt-1 text-sm font-medium text-danger-700">
            {slots.reason ?? <FormattedMessage id="checkout.allFull" defaultMessage="Every pickup time today is full." />}
          </p>
        ) : (
          <select id="pickup-at" className="mt-1 h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm" value={pickupAt} onChange={(e) => onPickupAt(e.target.value)}>
            <option value="">{intl.formatMessage({ id: 'checkout.chooseTime', defaultMessage: 'Choose a time' })}</option>
            {open.map((slot) => (
              <option key={slot.at} value={slot.at}>
                {intl.formatMessage({ id: 'checkout.slot', defaultMessage: '{time} ({left} left)' }, { time: indiaDate(slot.at, 'time', locale), left: slot.left })}
              </option>
            ))}
          </select>
        )}
        {slots?.accepting ? <p className="mt-1 text-xs text-gray-500"><FormattedMessage id="checkout.prep" defaultMessage="Orders take about {minutes} minutes to prepare." values={{ minutes: slots.prepMinutes }} /></p> : null}
      </div>
      <Button className="mt-4 w-full" disabled={!canPlace || placing} onClick={onPlace}>
        {placing ? (
          <FormattedMessage id="checkout.placing" defaultMessage="Placing your order..." />
        ) : signedIn ? (
          <FormattedMessage id="checkout.place" defaultMessage="Place order · {amount}" values={{ amount: rupees(total) }} />
        ) : (
          <FormattedMessage id="checkout.signIn" defaultMessage="Sign in to place your order" />
        )}
      </Button>
    </Card>
  );
}
