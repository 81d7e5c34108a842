import type { Segment } from '@/lib/cms/search';

/** Text with the matched words in <mark> (React escapes every piece). */
export function Highlighted({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? (
          <mark key={index} className="rounded-sm bg-main-200 px-0.5 text-inherit dark:text-cool-900">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
