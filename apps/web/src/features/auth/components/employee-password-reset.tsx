import { useState } from 'react';
import { EmployeeCodeForm } from './employee-code-form';
import { PasswordChanged } from './password-changed';

/** forgot.html?type=4: an employee sets a new password with a code sent to the phone. */
export function EmployeePasswordReset({ params }: { params: URLSearchParams }) {
  const [changed, setChanged] = useState(false);
  if (changed) return <PasswordChanged />;
  return <EmployeeCodeForm purpose="reset" initialPhone={params.get('phone') ?? ''} onDone={() => setChanged(true)} />;
}
