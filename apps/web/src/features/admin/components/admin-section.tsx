import type { ReactNode } from "react";
import Card from "react-bootstrap/Card";

/** One titled card of a console form (Settings, Look, Home page): a section named by its heading. */
export function AdminSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Card className="admin-card mb-3" as="section" aria-labelledby={id}>
      <Card.Body>
        <h3 id={id} className="h5">
          {title}
        </h3>
        {children}
      </Card.Body>
    </Card>
  );
}
