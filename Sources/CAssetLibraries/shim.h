/* librsvg (SVG) and poppler-glib (PDF), drawn with cairo into a caller's buffer. Only the asset
 * rasterizer imports this module; each function below is the whole of one use of a library, so
 * Swift sees no GObject or GError plumbing. Every function draws into `pixels`: premultiplied
 * ARGB32 rows of `width * 4` bytes (cairo's native-endian format), which the caller zeroed. Each
 * returns 0, or 1 with a one-line reason in `message`.
 *
 * librsvg's own header pulls in GIO and gdk-pixbuf, whose pkg-config flags carry `-pthread`, which
 * SwiftPM refuses in a system library; the few functions used (librsvg 2.52 and later, a stable
 * API) are declared here instead, and the include paths come from poppler-glib's flags. */
#include <poppler.h>
#include <glib-object.h>
#include <cairo.h>
#include <stdio.h>
#include <string.h>

typedef struct _RsvgHandle RsvgHandle;
typedef struct { double x, y, width, height; } RsvgRectangle;
typedef struct { double length; int unit; } RsvgLength;
RsvgHandle *rsvg_handle_new_from_data(const guint8 *data, gsize data_len, GError **error);
gboolean rsvg_handle_get_intrinsic_size_in_pixels(RsvgHandle *handle, gdouble *out_width, gdouble *out_height);
void rsvg_handle_get_intrinsic_dimensions(RsvgHandle *handle, gboolean *out_has_width, RsvgLength *out_width,
                                          gboolean *out_has_height, RsvgLength *out_height,
                                          gboolean *out_has_viewbox, RsvgRectangle *out_viewbox);
gboolean rsvg_handle_render_document(RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport, GError **error);
gboolean rsvg_handle_get_geometry_for_layer(RsvgHandle *handle, const char *id, const RsvgRectangle *viewport,
                                            RsvgRectangle *out_ink_rect, RsvgRectangle *out_logical_rect, GError **error);
gboolean rsvg_handle_render_layer(RsvgHandle *handle, cairo_t *cr, const char *id, const RsvgRectangle *viewport, GError **error);

static inline void cassets_message(char *message, unsigned long size, const char *text) {
    snprintf(message, size, "%s", text ? text : "cannot be read");
    for (char *c = message; *c; c++) if (*c == '\n' || *c == '\r') *c = ' ';
}

static inline cairo_t *cassets_context(unsigned char *pixels, int width, int height, cairo_surface_t **surface) {
    *surface = cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_ARGB32, width, height, width * 4);
    return cairo_create(*surface);
}

static inline int cassets_finish(cairo_t *cr, cairo_surface_t *surface, int result) {
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    cairo_surface_destroy(surface);
    return result;
}

/* The SVG document in `data`, read without a base file: librsvg then loads no external reference
 * (no file, no URL: only `data:` ones inside the document), and with its default flags libxml2's
 * limits on entity expansion hold. `mode` 0: the whole document fitted into the buffer (centred,
 * its aspect kept). Mode 1: element `element` (`#Regular-M`) of a document of `document_width` ×
 * `document_height` units, each unit `scale` pixels, the document's origin at (`dx`, `dy`).
 * Mode 2: element `element`'s ink fitted into the buffer. */
static inline int cassets_svg_draw(const unsigned char *data, unsigned long length, int mode, const char *element,
                                   double scale, double dx, double dy, unsigned char *pixels, int width, int height,
                                   char *message, unsigned long message_size) {
    GError *error = NULL;
    RsvgHandle *handle = rsvg_handle_new_from_data(data, length, &error);
    if (!handle) {
        cassets_message(message, message_size, error ? error->message : "is not an SVG file librsvg can read");
        if (error) g_error_free(error);
        return 1;
    }
    double document_width = 0, document_height = 0;
    if (!rsvg_handle_get_intrinsic_size_in_pixels(handle, &document_width, &document_height)) {
        gboolean has_width, has_height, has_viewbox;
        RsvgLength w, h;
        RsvgRectangle viewbox;
        rsvg_handle_get_intrinsic_dimensions(handle, &has_width, &w, &has_height, &h, &has_viewbox, &viewbox);
        if (has_viewbox) { document_width = viewbox.width; document_height = viewbox.height; }
    }
    if (!(document_width > 0 && document_height > 0)) {
        g_object_unref(handle);
        cassets_message(message, message_size, "has no size (no width and height, no viewBox)");
        return 1;
    }
    cairo_surface_t *surface;
    cairo_t *cr = cassets_context(pixels, width, height, &surface);
    RsvgRectangle viewport = { 0, 0, width, height };
    gboolean drawn;
    if (mode == 0) {
        drawn = rsvg_handle_render_document(handle, cr, &viewport, &error);
    } else {
        RsvgRectangle whole = { 0, 0, document_width, document_height }, ink, logical;
        if (!rsvg_handle_get_geometry_for_layer(handle, element, &whole, &ink, &logical, &error)) {
            drawn = FALSE;
        } else {
            if (mode == 2) {
                if (!(ink.width > 0 && ink.height > 0)) { ink.width = document_width; ink.height = document_height; ink.x = ink.y = 0; }
                scale = width / ink.width < height / ink.height ? width / ink.width : height / ink.height;
                dx = (width - ink.width * scale) / 2 - ink.x * scale;
                dy = (height - ink.height * scale) / 2 - ink.y * scale;
            }
            RsvgRectangle placed = { dx, dy, document_width * scale, document_height * scale };
            drawn = rsvg_handle_render_layer(handle, cr, element, &placed, &error);
        }
    }
    g_object_unref(handle);
    if (!drawn) {
        cassets_message(message, message_size, error ? error->message : "cannot be drawn");
        if (error) g_error_free(error);
        return cassets_finish(cr, surface, 1);
    }
    return cassets_finish(cr, surface, 0);
}

/* Page 1 of the PDF document in `data`, fitted into the buffer (centred, its aspect kept). A
 * document of more than `maximum_pages` pages is refused before a page is read. */
static inline int cassets_pdf_draw(const unsigned char *data, unsigned long length, int maximum_pages,
                                   unsigned char *pixels, int width, int height, char *message, unsigned long message_size) {
    GError *error = NULL;
    GBytes *bytes = g_bytes_new(data, length);
    PopplerDocument *document = poppler_document_new_from_bytes(bytes, NULL, &error);
    g_bytes_unref(bytes);
    if (!document) {
        cassets_message(message, message_size, error ? error->message : "is not a PDF file poppler can read");
        if (error) g_error_free(error);
        return 1;
    }
    int pages = poppler_document_get_n_pages(document);
    if (pages < 1) {
        g_object_unref(document);
        cassets_message(message, message_size, "has no page poppler can read");
        return 1;
    }
    if (pages > maximum_pages) {
        char text[160];
        snprintf(text, sizeof text, "has %d pages; an icon is one page (at most %d read)", pages, maximum_pages);
        cassets_message(message, message_size, text);
        g_object_unref(document);
        return 1;
    }
    PopplerPage *page = poppler_document_get_page(document, 0);
    if (!page) {
        g_object_unref(document);
        cassets_message(message, message_size, "has no page poppler can read");
        return 1;
    }
    double page_width = 0, page_height = 0;
    poppler_page_get_size(page, &page_width, &page_height);
    if (!(page_width > 0 && page_height > 0 && page_width < 1e6 && page_height < 1e6)) {
        g_object_unref(page);
        g_object_unref(document);
        cassets_message(message, message_size, "has a page of no size");
        return 1;
    }
    double scale = width / page_width < height / page_height ? width / page_width : height / page_height;
    cairo_surface_t *surface;
    cairo_t *cr = cassets_context(pixels, width, height, &surface);
    cairo_translate(cr, (width - page_width * scale) / 2, (height - page_height * scale) / 2);
    cairo_scale(cr, scale, scale);
    poppler_page_render(page, cr);
    g_object_unref(page);
    g_object_unref(document);
    return cassets_finish(cr, surface, 0);
}
