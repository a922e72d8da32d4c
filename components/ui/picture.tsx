import { cn } from "@/lib/utils";

// The export serves pre-sized files, so next/image's client runtime would add bytes and optimise nothing.
// Every picture on the site follows the text it illustrates, below a phone's first screen, so all
// load lazily: within the browser's lazy-load margin they are still fetched right after the first
// layout, without taking bandwidth from the page's text and font before it.
export function Picture({
  src,
  alt,
  width,
  height,
  className,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" className={cn("h-auto", className)} />
  );
}
