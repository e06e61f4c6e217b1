import type { ReactNode } from "react";

interface FormSectionProps {
  id: string;
  title: string;
  /** A sentence under the heading saying what the section is for. */
  lead?: ReactNode;
  children: ReactNode;
}

/** One titled group of the long network form; its heading names the group for screen readers. */
export function FormSection({ id, title, lead, children }: FormSectionProps) {
  const headingId = `news-section-${id}`;
  return (
    <section className="news-form-section card mb-4" aria-labelledby={headingId}>
      <div className="card-body p-3 p-md-4">
        <h2 id={headingId} className="h5 mb-1">
          {title}
        </h2>
        {lead && <p className="text-body-secondary small mb-3">{lead}</p>}
        {!lead && <div className="mb-3" />}
        {children}
      </div>
    </section>
  );
}
