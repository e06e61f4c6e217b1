import { LinkButton } from "../../../components/feedback/link-button";

export function ComingSoonPage() {
  return (
    <section className="container py-5 text-center">
      <h1 className="display-5 fw-bold">Coming soon</h1>
      <p className="lead text-body-secondary">We are still building this part of the site. Check back shortly!</p>
      <LinkButton to="/" variant="primary">
        Back to the home page
      </LinkButton>
    </section>
  );
}
