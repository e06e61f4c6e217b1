/** A page's title and a few lines while it loads. */
export function PagePlaceholder() {
  return (
    <div className="placeholder-glow" aria-hidden="true">
      <div className="placeholder placeholder-lg col-6 d-block mb-4" style={{ height: "2.5rem" }} />
      <div className="placeholder col-12 d-block mb-2" />
      <div className="placeholder col-11 d-block mb-2" />
      <div className="placeholder col-9 d-block mb-2" />
    </div>
  );
}
