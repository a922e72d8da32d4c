import { cn } from "@/lib/utils";

// Files are pre-sized, so no next/image runtime; every picture is below a phone's first screen, so all load lazily.
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
