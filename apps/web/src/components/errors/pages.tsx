import { useLocation } from "react-router";
import { LinkButton } from "../feedback/link-button";
import { ErrorPage } from "./error-page";

export function NotFoundPage() {
  return (
    <ErrorPage code="404" title="Page not found">
      Sorry, the page you are looking for does not exist, or has been moved.
    </ErrorPage>
  );
}

export function BadRequestPage() {
  return (
    <ErrorPage code="400" title="Bad request">
      The request could not be understood. Check the link and try again.
    </ErrorPage>
  );
}

export function ForbiddenPage() {
  return <ErrorPage title="403 Access Forbidden">Your account does not have permission to view this page.</ErrorPage>;
}

export function ServerErrorPage() {
  return (
    <ErrorPage code="500" title="Unexpected Error Occurred">
      Something went wrong on our side. Please try again in a moment.
    </ErrorPage>
  );
}

export function ErrorLoadingPage() {
  return (
    <ErrorPage title="Error loading the requested page">
      The page could not be loaded with what it was given. Go back and start again from the previous step.
    </ErrorPage>
  );
}

export function MustBeLoggedInPage() {
  const location = useLocation();
  const next = location.pathname.startsWith("/error/") ? "/" : location.pathname + location.search;
  return (
    <ErrorPage
      title="User account needed"
      actions={
        <>
          <LinkButton to={`/login/?next=${encodeURIComponent(next)}`} variant="primary">
            Sign in
          </LinkButton>
          <LinkButton to="/register/" variant="outline-light">
            Register
          </LinkButton>
        </>
      }
    >
      You need to be signed in to see this page.
    </ErrorPage>
  );
}
