/** The red line under a field that failed a check, in antd's error colour. */
export function FieldError({ text, id }: { text: string; id?: string }) {
  return (
    <div className="pd-field-error" id={id} role="alert">
      {text}
    </div>
  );
}
