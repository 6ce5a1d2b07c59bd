'use client';

// The root layout itself failed: no brand data to lean on, so plain markup with the SPEC §2.7 text.
export default function GlobalError() {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}>
        <h1>An error has occurred, website engineers have been notified</h1>
        <p>
          <a href="/">Back to the home page</a>
        </p>
      </body>
    </html>
  );
}
