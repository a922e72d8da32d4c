"use client";

import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from "react";
import * as ScrollAreaPrimitive from "@radix-ui/react-scroll-area";

import { DEFAULT_SCROLLBAR_TYPE, SCROLLBAR_HIDE_DELAY_MS, SCROLLBAR_MIN_THUMB_PX, type ScrollbarType } from "@/lib/scroll-area";
import { cn } from "@/lib/utils";

export interface ScrollAreaProps {
  className?: string;
  type?: ScrollbarType;
  viewportProps?: Omit<ComponentPropsWithoutRef<typeof ScrollAreaPrimitive.Viewport>, "children">;
  children: ReactNode;
}

export const ScrollArea = forwardRef<HTMLDivElement, ScrollAreaProps>(function ScrollArea(
  { className, type = DEFAULT_SCROLLBAR_TYPE, viewportProps, children },
  viewportRef,
) {
  return (
    <ScrollAreaPrimitive.Root
      data-slot="scroll-area"
      type={type}
      scrollHideDelay={SCROLLBAR_HIDE_DELAY_MS}
      className={cn("relative overflow-hidden", className)}
    >
      <ScrollAreaPrimitive.Viewport
        ref={viewportRef}
        data-slot="scroll-area-viewport"
        {...viewportProps}
        className={cn(
          "size-full rounded-[inherit] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600",
          viewportProps?.className,
        )}
      >
        {children}
      </ScrollAreaPrimitive.Viewport>
      {/* Kept mounted, so its size is always measured and the thumb never lags behind. */}
      <ScrollAreaPrimitive.Scrollbar
        forceMount
        data-slot="scroll-area-scrollbar"
        orientation="vertical"
        className="flex w-2.5 touch-none p-0.5 transition-opacity duration-200 select-none data-[state=hidden]:pointer-events-none data-[state=hidden]:opacity-0"
      >
        <ScrollAreaPrimitive.Thumb
          data-slot="scroll-area-thumb"
          className="relative flex-1 rounded-full bg-slate-400"
          style={{ minHeight: SCROLLBAR_MIN_THUMB_PX }}
        />
      </ScrollAreaPrimitive.Scrollbar>
    </ScrollAreaPrimitive.Root>
  );
});
