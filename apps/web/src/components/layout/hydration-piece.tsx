import { Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { pieceHydrated, pieceWaiting } from '../../lib/hydration';

function PieceHydrated({ id }: { id: string }) {
  useEffect(() => {
    pieceHydrated(id);
  }, [id]);
  return null;
}

/**
 * A part of a server-rendered page that React hydrates on its own (a Suspense boundary): the page's
 * hydration is split into shorter tasks, one per piece, so a phone can answer a tap between them.
 * Until every piece has been hydrated the page counts as hydrating, so components mounting in a
 * late piece still match the server's HTML before reading what only this browser knows.
 */
export function HydrationPiece({ children }: { children: ReactNode }) {
  // Noted when the part around it renders; a piece mounted after the hydration is not.
  const id = useId();
  const [waiting] = useState(() => pieceWaiting(id));
  return (
    <Suspense fallback={null}>
      {waiting ? <PieceHydrated id={id} /> : null}
      {children}
    </Suspense>
  );
}
