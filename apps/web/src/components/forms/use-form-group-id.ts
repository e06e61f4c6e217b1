import { useContext } from "react";
import FormContext from "react-bootstrap/FormContext";

/** The controlId of the enclosing Form.Group, which its Form.Label points at. */
export function useFormGroupId(): string | undefined {
  return useContext(FormContext).controlId;
}
