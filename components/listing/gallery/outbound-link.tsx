/** A video or tour the page may not frame: opened on its own site in a new tab. */
export function OutboundLink({ href, label }: { href: string; label: string }) {
  return (
    <div className="flex h-full items-center justify-center p-4">
      <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="rounded-full bg-white px-6 py-3 text-lg font-semibold text-black hover:bg-white/90">
        {label}
      </a>
    </div>
  );
}
