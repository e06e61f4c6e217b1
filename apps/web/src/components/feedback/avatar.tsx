export const DEFAULT_AVATAR = "/images/default-avatar.svg";

interface AvatarProps {
  src: string | null | undefined;
  size: number;
  alt: string;
  className?: string;
}

export function Avatar({ src, size, alt, className = "" }: AvatarProps) {
  return (
    <img
      src={src || DEFAULT_AVATAR}
      width={size}
      height={size}
      alt={alt}
      className={`avatar rounded ${className}`}
      loading="lazy"
      decoding="async"
    />
  );
}
