import { SignInAlert } from '../../ui/wizard/SignInAlert';
import { LoginActor } from './login-actor';

/** The step's error (SPEC §8), with the wait the server asked for when it limited sign-in. */
export function LoginAlert() {
  const alert = LoginActor.useSelector((snapshot) => snapshot.context.alert);
  return <SignInAlert alert={alert} />;
}
