import { REQUEST_MESSAGES, type ApiErrorBody } from '@labstore/domain';

export type ModelState = NonNullable<ApiErrorBody['modelState']>;

/**
 * The one error services throw. The error handler turns it into the spec's
 * body ({ message, modelState }) in the request's language; nothing else
 * about it reaches a client. Its words are the catalogue's English
 * (packages/domain i18n/messages-en.ts).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly modelState?: ModelState,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string, modelState?: ModelState): AppError {
    return new AppError(400, message, modelState);
  }

  static notFound(message: string = REQUEST_MESSAGES.notFound): AppError {
    return new AppError(404, message);
  }
}
