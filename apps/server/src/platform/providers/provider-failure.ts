/**
 * A provider's refusal or silence, with what it answered (or why nothing came
 * back). The notice channels hand it on as the notice feature's ProviderError.
 */
export class ProviderFailure extends Error {
  constructor(
    message: string,
    readonly answer: string,
  ) {
    super(message);
    this.name = 'ProviderFailure';
  }
}
