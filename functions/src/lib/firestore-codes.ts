/** gRPC status codes the Admin SDK puts on Firestore errors (err.code). */
export const GRPC = { notFound: 5, alreadyExists: 6, failedPrecondition: 9, aborted: 10 } as const;

export function hasGrpcCode(err: unknown, ...codes: number[]): boolean {
  return typeof err === 'object' && err !== null && codes.includes((err as { code?: unknown }).code as number);
}
