import ProgressBar from "react-bootstrap/ProgressBar";

/** An upload's progress with its percentage; the inner bar carries the role, so it gets the name. */
export function UploadProgress({ percent, className = "mt-3" }: { percent: number; className?: string }) {
  return (
    <ProgressBar className={className}>
      <ProgressBar now={percent} label={`${percent}%`} striped animated aria-label="Upload progress" />
    </ProgressBar>
  );
}
