import type { ApiErrorBody } from '@labstore/domain';

export type ModelState = NonNullable<ApiErrorBody['modelState']>;

/**
 * The one error services throw. The error handler turns it into the spec's
 * body ({ message, modelState }); nothing else about it reaches a client.
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

  static notFound(message = 'Not Found'): AppError {
    return new AppError(404, message);
  }

  toBody(): ApiErrorBody {
    return this.modelState ? { message: this.message, modelState: this.modelState } : { message: this.message };
  }
}
