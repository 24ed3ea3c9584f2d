import { AlertTriangle, RotateCw } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link, useRouteError } from 'react-router';
import { Button } from '../ui/button';

/** What failed to load a screen's code: a deploy replaced it, or the connection dropped. */
const isChunkFailure = (error: unknown) =>
  error instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(error.message);

/**
 * Shown in place of a screen that failed (its code did not load, or it threw while rendering), inside
 * the site's header and footer: a way on (Reload, Home) rather than a blank page or the router's
 * developer message.
 */
export function RouteError() {
  const error = useRouteError();
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center">
      <AlertTriangle className="h-10 w-10 text-warning-600" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold text-gray-900">
        <FormattedMessage id="routeError.title" defaultMessage="Something went wrong" />
      </h1>
      <p className="mt-2 text-gray-600">
        {isChunkFailure(error) ? (
          <FormattedMessage id="routeError.notLoaded" defaultMessage="This page could not be loaded. The connection may have dropped, or DishRated was just updated." />
        ) : (
          <FormattedMessage id="routeError.failed" defaultMessage="This page ran into a problem. Reloading usually fixes it." />
        )}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}><RotateCw className="h-4 w-4" aria-hidden /> <FormattedMessage id="routeError.reload" defaultMessage="Reload" /></Button>
        <Button asChild variant="outline"><Link to="/" reloadDocument><FormattedMessage id="nav.home" defaultMessage="Home" /></Link></Button>
      </div>
    </div>
  );
}
