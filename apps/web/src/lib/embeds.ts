// Video players that page blocks may embed, and the only frames the security policy allows.

const PLAYERS = { youtube: 'https://www.youtube-nocookie.com', vimeo: 'https://player.vimeo.com' } as const;

export const EMBED_ORIGINS: string[] = Object.values(PLAYERS);

/** YouTube and Vimeo links play in a privacy-friendly embed; anything else has none (null). */
export function embedUrl(url: string): string | null {
  const youtube = url.match(/^https:\/\/(?:www\.)?(?:youtube\.com\/watch\?v=|youtu\.be\/)([\w-]{6,})/);
  if (youtube) return `${PLAYERS.youtube}/embed/${youtube[1]}`;
  const vimeo = url.match(/^https:\/\/(?:www\.)?vimeo\.com\/(\d+)/);
  return vimeo ? `${PLAYERS.vimeo}/video/${vimeo[1]}?dnt=1` : null;
}
