#ifndef CASSETS_H
#define CASSETS_H

/* librsvg (SVG) and poppler-glib (PDF), drawn with cairo into a caller's buffer: the whole of the
 * asset rasterizer's use of them, so Swift sees no GObject or GError plumbing. The libraries are
 * opened with dlopen when an asset is first drawn (cassets.c), never linked. Every function draws
 * into `pixels`: premultiplied ARGB32 rows of `width * 4` bytes (cairo's native-endian format),
 * which the caller zeroed, and returns 0, or 1 with a one-line reason in `message`. */

/* The SVG document in `data`, read without a base file (no external reference is loaded).
 * `mode` 0: the whole document fitted into the buffer (centred, its aspect kept). Mode 1:
 * element `element` (`#Regular-M`) of the document, each unit `scale` pixels, the document's
 * origin at (`dx`, `dy`). Mode 2: element `element`'s ink fitted into the buffer. */
int cassets_svg_draw(const unsigned char *data, unsigned long length, int mode, const char *element,
                     double scale, double dx, double dy, unsigned char *pixels, int width, int height,
                     char *message, unsigned long message_size);

/* Page 1 of the PDF document in `data`, fitted into the buffer (centred, its aspect kept); a
 * document of more than `maximum_pages` pages is refused before a page is read. */
int cassets_pdf_draw(const unsigned char *data, unsigned long length, int maximum_pages,
                     unsigned char *pixels, int width, int height, char *message, unsigned long message_size);

#endif
