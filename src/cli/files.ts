/** Files in messages: their names, bounded, and what went wrong with them, in words. */
import { excerpt } from "../engine/index.js";

/** A file name as a message quotes it: longer than other input, as its end says most. */
export const fileName = (file: string): string => excerpt(file, 120);

const PROBLEMS: Readonly<Record<string, string>> = {
  ENOENT: "no such file or directory",
  EISDIR: "it is a directory",
  ENOTDIR: "a part of the path is not a directory",
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  EROFS: "the file system is read-only",
  ENOSPC: "no space left on the device",
  EDQUOT: "the disk quota is used up",
  ENAMETOOLONG: "the name is too long",
  ELOOP: "too many symbolic links",
  EFBIG: "the file is too large",
  ERR_STRING_TOO_LONG: "it is too large to read",
};

/** What went wrong, without the path that Node's messages repeat. */
export function fileProblem(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code !== undefined && Object.hasOwn(PROBLEMS, code)) return PROBLEMS[code];
  // Node's system errors read "CODE: what, syscall 'path'": the part before the path.
  const message = error instanceof Error ? error.message : String(error);
  return message.split(/,|\n/)[0].slice(0, 80);
}
