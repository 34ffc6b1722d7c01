/** Fallback for routing and rendering failures: 'Unexpected Application Error!'. */
export function RootError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : 'Unknown error';
  return (
    <div className="mx-auto flex min-h-screen max-w-2xl flex-col justify-center px-6 py-16">
      <h1 className="text-3xl font-bold text-ink">Unexpected Application Error!</h1>
      <p className="mt-4 text-muted">Something went wrong while loading this page.</p>
      <pre className="mt-4 overflow-x-auto rounded-lg bg-slate-100 p-4 text-sm whitespace-pre-wrap text-slate-800">
        {detail}
      </pre>
      <p className="mt-6">
        <a href="/" className="font-medium text-brand-700 underline underline-offset-4">
          Return to Home
        </a>
      </p>
    </div>
  );
}
