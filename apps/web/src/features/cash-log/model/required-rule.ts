/** An antd form rule for a required field, with its translated message. */
export function requiredRule(message: string): { required: true; message: string } {
  return { required: true, message };
}
