/** Plain-text content (articles, notices, help, mail): one paragraph per "\n"-separated line. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <div className={className ?? "paragraphs"}>
      {lines.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
    </div>
  );
}
