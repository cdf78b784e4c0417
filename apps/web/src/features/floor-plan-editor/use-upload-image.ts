import { useEffect, useState } from 'react';
import { fetchUploadObjectUrl } from '../../api/uploads';

/** The floor plan's image as an object URL (fetched with the caller's token), or null. */
export function useUploadImage(url: string | null): { src: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; src: string | null; failed: boolean }>({
    url: null,
    src: null,
    failed: false,
  });
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    let created: string | null = null;
    fetchUploadObjectUrl(url, controller.signal)
      .then((src) => {
        created = src;
        setState({ url, src, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ url, src: null, failed: true });
      });
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [url]);
  return state.url === url
    ? { src: state.src, failed: state.failed }
    : { src: null, failed: false };
}
