#include "cassets.h"
/* librsvg (SVG) and poppler-glib (PDF), drawn with cairo into a caller's buffer. Only the asset
 * rasterizer imports this module; each function below is the whole of one use of a library, so
 * Swift sees no GObject or GError plumbing. Every function draws into `pixels`: premultiplied
 * ARGB32 rows of `width * 4` bytes (cairo's native-endian format), which the caller zeroed. Each
 * returns 0, or 1 with a one-line reason in `message`.
 *
 * The few functions used (librsvg 2.52 and later, poppler-glib, cairo, GLib: stable APIs) are
 * declared here and found at run time (below), so building needs none of their headers. */
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

/* The libraries are opened with dlopen the first time an asset is drawn, never linked: a render
 * that draws no PDF or SVG (almost all) does not load librsvg, poppler, cairo, GLib and their
 * forty dependencies at every process start (they cost a one-image render 12 ms of symbol
 * binding). Only the types and functions used are declared here, as the libraries define them. */
typedef int gboolean;
typedef double gdouble;
typedef unsigned char guint8;
typedef unsigned long gsize;
typedef struct { unsigned int domain; int code; char *message; } GError;
typedef struct _GBytes GBytes;
typedef struct _PopplerDocument PopplerDocument;
typedef struct _PopplerPage PopplerPage;
typedef struct _cairo cairo_t;
typedef struct _cairo_surface cairo_surface_t;
typedef struct _RsvgHandle RsvgHandle;
typedef struct { double x, y, width, height; } RsvgRectangle;
typedef struct { double length; int unit; } RsvgLength;
#define CASSETS_CAIRO_FORMAT_ARGB32 0
#ifndef FALSE
#define FALSE 0
#endif

/* Every function the shim calls, found in the libraries by name. */
struct cassets_functions {
    RsvgHandle *(*rsvg_handle_new_from_data)(const guint8 *, gsize, GError **);
    gboolean (*rsvg_handle_get_intrinsic_size_in_pixels)(RsvgHandle *, gdouble *, gdouble *);
    void (*rsvg_handle_get_intrinsic_dimensions)(RsvgHandle *, gboolean *, RsvgLength *, gboolean *, RsvgLength *, gboolean *, RsvgRectangle *);
    gboolean (*rsvg_handle_render_document)(RsvgHandle *, cairo_t *, const RsvgRectangle *, GError **);
    gboolean (*rsvg_handle_get_geometry_for_layer)(RsvgHandle *, const char *, const RsvgRectangle *, RsvgRectangle *, RsvgRectangle *, GError **);
    gboolean (*rsvg_handle_render_layer)(RsvgHandle *, cairo_t *, const char *, const RsvgRectangle *, GError **);
    GBytes *(*g_bytes_new)(const void *, gsize);
    void (*g_bytes_unref)(GBytes *);
    void (*g_error_free)(GError *);
    void (*g_object_unref)(void *);
    PopplerDocument *(*poppler_document_new_from_bytes)(GBytes *, const char *, GError **);
    int (*poppler_document_get_n_pages)(PopplerDocument *);
    PopplerPage *(*poppler_document_get_page)(PopplerDocument *, int);
    void (*poppler_page_get_size)(PopplerPage *, double *, double *);
    void (*poppler_page_render)(PopplerPage *, cairo_t *);
    cairo_surface_t *(*cairo_image_surface_create_for_data)(unsigned char *, int, int, int, int);
    cairo_t *(*cairo_create)(cairo_surface_t *);
    void (*cairo_destroy)(cairo_t *);
    void (*cairo_surface_flush)(cairo_surface_t *);
    void (*cairo_surface_destroy)(cairo_surface_t *);
    void (*cairo_translate)(cairo_t *, double, double);
    void (*cairo_scale)(cairo_t *, double, double);
};

static struct cassets_functions cassets_f;
static int cassets_found = 0;
static pthread_once_t cassets_once = PTHREAD_ONCE_INIT;

static inline void *cassets_symbol(void *library, const char *name, int *missing) {
    void *found = library ? dlsym(library, name) : NULL;
    if (!found) *missing = 1;
    return found;
}

static inline void cassets_open(void) {
    void *rsvg = dlopen("librsvg-2.so.2", RTLD_NOW | RTLD_LOCAL);
    void *poppler = dlopen("libpoppler-glib.so.8", RTLD_NOW | RTLD_LOCAL);
    void *cairo = dlopen("libcairo.so.2", RTLD_NOW | RTLD_LOCAL);
    void *gobject = dlopen("libgobject-2.0.so.0", RTLD_NOW | RTLD_LOCAL);
    void *glib = dlopen("libglib-2.0.so.0", RTLD_NOW | RTLD_LOCAL);
    int missing = 0;
#define CASSETS_FIND(library, name) *(void **)&cassets_f.name = cassets_symbol(library, #name, &missing)
    CASSETS_FIND(rsvg, rsvg_handle_new_from_data);
    CASSETS_FIND(rsvg, rsvg_handle_get_intrinsic_size_in_pixels);
    CASSETS_FIND(rsvg, rsvg_handle_get_intrinsic_dimensions);
    CASSETS_FIND(rsvg, rsvg_handle_render_document);
    CASSETS_FIND(rsvg, rsvg_handle_get_geometry_for_layer);
    CASSETS_FIND(rsvg, rsvg_handle_render_layer);
    CASSETS_FIND(glib, g_bytes_new);
    CASSETS_FIND(glib, g_bytes_unref);
    CASSETS_FIND(glib, g_error_free);
    CASSETS_FIND(gobject, g_object_unref);
    CASSETS_FIND(poppler, poppler_document_new_from_bytes);
    CASSETS_FIND(poppler, poppler_document_get_n_pages);
    CASSETS_FIND(poppler, poppler_document_get_page);
    CASSETS_FIND(poppler, poppler_page_get_size);
    CASSETS_FIND(poppler, poppler_page_render);
    CASSETS_FIND(cairo, cairo_image_surface_create_for_data);
    CASSETS_FIND(cairo, cairo_create);
    CASSETS_FIND(cairo, cairo_destroy);
    CASSETS_FIND(cairo, cairo_surface_flush);
    CASSETS_FIND(cairo, cairo_surface_destroy);
    CASSETS_FIND(cairo, cairo_translate);
    CASSETS_FIND(cairo, cairo_scale);
#undef CASSETS_FIND
    cassets_found = !missing;
}

#define rsvg_handle_new_from_data cassets_f.rsvg_handle_new_from_data
#define rsvg_handle_get_intrinsic_size_in_pixels cassets_f.rsvg_handle_get_intrinsic_size_in_pixels
#define rsvg_handle_get_intrinsic_dimensions cassets_f.rsvg_handle_get_intrinsic_dimensions
#define rsvg_handle_render_document cassets_f.rsvg_handle_render_document
#define rsvg_handle_get_geometry_for_layer cassets_f.rsvg_handle_get_geometry_for_layer
#define rsvg_handle_render_layer cassets_f.rsvg_handle_render_layer
#define g_bytes_new cassets_f.g_bytes_new
#define g_bytes_unref cassets_f.g_bytes_unref
#define g_error_free cassets_f.g_error_free
#define g_object_unref cassets_f.g_object_unref
#define poppler_document_new_from_bytes cassets_f.poppler_document_new_from_bytes
#define poppler_document_get_n_pages cassets_f.poppler_document_get_n_pages
#define poppler_document_get_page cassets_f.poppler_document_get_page
#define poppler_page_get_size cassets_f.poppler_page_get_size
#define poppler_page_render cassets_f.poppler_page_render
#define cairo_image_surface_create_for_data cassets_f.cairo_image_surface_create_for_data
#define cairo_create cassets_f.cairo_create
#define cairo_destroy cassets_f.cairo_destroy
#define cairo_surface_flush cassets_f.cairo_surface_flush
#define cairo_surface_destroy cassets_f.cairo_surface_destroy
#define cairo_translate cassets_f.cairo_translate
#define cairo_scale cassets_f.cairo_scale

static inline void cassets_message(char *message, unsigned long size, const char *text) {
    snprintf(message, size, "%s", text ? text : "cannot be read");
    for (char *c = message; *c; c++) if (*c == '\n' || *c == '\r') *c = ' ';
}

/* 1 once the libraries are open, else 0 with a one-line reason in `message`. */
static inline int cassets_ready(char *message, unsigned long size) {
    pthread_once(&cassets_once, cassets_open);
    if (!cassets_found) cassets_message(message, size, "cannot be drawn: librsvg or poppler-glib is not installed (Debian: librsvg2-2 libpoppler-glib8)");
    return cassets_found;
}

static inline cairo_t *cassets_context(unsigned char *pixels, int width, int height, cairo_surface_t **surface) {
    *surface = cairo_image_surface_create_for_data(pixels, CASSETS_CAIRO_FORMAT_ARGB32, width, height, width * 4);
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
int cassets_svg_draw(const unsigned char *data, unsigned long length, int mode, const char *element,
                                   double scale, double dx, double dy, unsigned char *pixels, int width, int height,
                                   char *message, unsigned long message_size) {
    if (!cassets_ready(message, message_size)) return 1;
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
int cassets_pdf_draw(const unsigned char *data, unsigned long length, int maximum_pages,
                                   unsigned char *pixels, int width, int height, char *message, unsigned long message_size) {
    if (!cassets_ready(message, message_size)) return 1;
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
