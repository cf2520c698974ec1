#include "CEditLineShim.h"

#include <errno.h>
#include <histedit.h>
#include <langinfo.h>
#include <locale.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>
#include <wchar.h>
#include <dlfcn.h>

// MARK: libedit, loaded when the first editor is made

// libedit is opened with dlopen on first use rather than linked: `fluid -e`, a piped
// notebook, `fluid check` and the export tool never load it (nor the terminfo, bsd and md
// libraries it pulls in, a third of a hello world's start-up), and a machine without libedit
// still runs fluid, reading lines without editing. The headers still come from the system's
// libedit (pkg-config or the SDK), so every call below is type-checked against them.
static struct {
    EditLine *(*el_init)(const char *, FILE *, FILE *, FILE *);
    void (*el_end)(EditLine *);
    void (*el_reset)(EditLine *);
    int (*el_get)(EditLine *, int, ...);
    int (*el_source)(EditLine *, const char *);
    void (*el_deletestr)(EditLine *, int);
    const wchar_t *(*el_wgets)(EditLine *, int *);
    int (*el_wset)(EditLine *, int, ...);
    int (*el_wget)(EditLine *, int, ...);
    const LineInfoW *(*el_wline)(EditLine *);
    int (*el_winsertstr)(EditLine *, const wchar_t *);
    HistoryW *(*history_winit)(void);
    void (*history_wend)(HistoryW *);
    int (*history_w)(HistoryW *, HistEventW *, int, ...);
} editline;

static pthread_once_t editline_once = PTHREAD_ONCE_INIT;
static int editline_ready = 0;

// The names the dynamic loader is asked for, in order: the versioned name first (the
// unversioned one exists only where the development package is installed).
static const char *const editline_names[] = {
#if defined(__APPLE__)
    "/usr/lib/libedit.3.dylib", "/opt/homebrew/opt/libedit/lib/libedit.0.dylib",
    "/usr/local/opt/libedit/lib/libedit.0.dylib", "libedit.dylib",
#else
    "libedit.so.2", "libedit.so.0", "libedit.so",
#endif
    NULL,
};

#define FLUID_EDITLINE_SYMBOL(handle, name) \
    (*(void **)&editline.name = dlsym(handle, #name)) != NULL

static void editline_load(void) {
    void *handle = NULL;
    // FLUID_LIBEDIT names the library file instead (a libedit outside the loader's paths).
    const char *chosen = getenv("FLUID_LIBEDIT");
    if (chosen != NULL && chosen[0] != '\0') {
        handle = dlopen(chosen, RTLD_NOW | RTLD_LOCAL);
    } else {
        for (const char *const *name = editline_names; *name != NULL && handle == NULL; name++)
            handle = dlopen(*name, RTLD_NOW | RTLD_LOCAL);
    }
    if (handle == NULL) return;
    int found = FLUID_EDITLINE_SYMBOL(handle, el_init) && FLUID_EDITLINE_SYMBOL(handle, el_end)
        && FLUID_EDITLINE_SYMBOL(handle, el_reset) && FLUID_EDITLINE_SYMBOL(handle, el_get)
        && FLUID_EDITLINE_SYMBOL(handle, el_source) && FLUID_EDITLINE_SYMBOL(handle, el_deletestr)
        && FLUID_EDITLINE_SYMBOL(handle, el_wgets) && FLUID_EDITLINE_SYMBOL(handle, el_wset)
        && FLUID_EDITLINE_SYMBOL(handle, el_wget) && FLUID_EDITLINE_SYMBOL(handle, el_wline)
        && FLUID_EDITLINE_SYMBOL(handle, el_winsertstr) && FLUID_EDITLINE_SYMBOL(handle, history_winit)
        && FLUID_EDITLINE_SYMBOL(handle, history_wend) && FLUID_EDITLINE_SYMBOL(handle, history_w);
    if (!found) { dlclose(handle); return; }
    editline_ready = 1;
}

int fluid_editline_available(void) {
    pthread_once(&editline_once, editline_load);
    return editline_ready;
}

// From here on the libedit calls go through the loaded functions.
#define el_init (*editline.el_init)
#define el_end (*editline.el_end)
#define el_reset (*editline.el_reset)
#define el_get (*editline.el_get)
#define el_source (*editline.el_source)
#define el_deletestr (*editline.el_deletestr)
#define el_wgets (*editline.el_wgets)
#define el_wset (*editline.el_wset)
#define el_wget (*editline.el_wget)
#define el_wline (*editline.el_wline)
#define el_winsertstr (*editline.el_winsertstr)
#define history_winit (*editline.history_winit)
#define history_wend (*editline.history_wend)
#define history_w (*editline.history_w)

// MARK: UTF-8 <-> wchar_t, independent of the locale

// Decodes UTF-8; every byte that does not start a valid sequence becomes U+FFFD.
static wchar_t *utf8_to_wide(const char *text) {
    const unsigned char *s = (const unsigned char *)(text ? text : "");
    size_t length = strlen((const char *)s);
    wchar_t *out = malloc((length + 1) * sizeof(wchar_t));
    if (out == NULL) return NULL;
    size_t n = 0;
    for (size_t i = 0; i < length;) {
        unsigned char b = s[i];
        uint32_t scalar;
        size_t extra;
        if (b < 0x80) { scalar = b; extra = 0; }
        else if (b >= 0xC2 && b <= 0xDF) { scalar = b & 0x1F; extra = 1; }
        else if (b >= 0xE0 && b <= 0xEF) { scalar = b & 0x0F; extra = 2; }
        else if (b >= 0xF0 && b <= 0xF4) { scalar = b & 0x07; extra = 3; }
        else { out[n++] = 0xFFFD; i += 1; continue; }
        size_t j = 1;
        for (; j <= extra && i + j < length && (s[i + j] & 0xC0) == 0x80; j++)
            scalar = (scalar << 6) | (s[i + j] & 0x3F);
        int overlong = (extra == 2 && scalar < 0x800) || (extra == 3 && scalar < 0x10000);
        if (j <= extra || overlong || scalar > 0x10FFFF || (scalar >= 0xD800 && scalar <= 0xDFFF)) {
            out[n++] = 0xFFFD;
            i += j;
            continue;
        }
        out[n++] = (wchar_t)scalar;
        i += j;
    }
    out[n] = 0;
    return out;
}

static char *wide_to_utf8(const wchar_t *text, size_t count) {
    char *out = malloc(count * 4 + 1);
    if (out == NULL) return NULL;
    size_t n = 0;
    for (size_t i = 0; i < count; i++) {
        uint32_t c = (uint32_t)text[i];
        if (c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) c = 0xFFFD;
        if (c < 0x80) {
            out[n++] = (char)c;
        } else if (c < 0x800) {
            out[n++] = (char)(0xC0 | (c >> 6));
            out[n++] = (char)(0x80 | (c & 0x3F));
        } else if (c < 0x10000) {
            out[n++] = (char)(0xE0 | (c >> 12));
            out[n++] = (char)(0x80 | ((c >> 6) & 0x3F));
            out[n++] = (char)(0x80 | (c & 0x3F));
        } else {
            out[n++] = (char)(0xF0 | (c >> 18));
            out[n++] = (char)(0x80 | ((c >> 12) & 0x3F));
            out[n++] = (char)(0x80 | ((c >> 6) & 0x3F));
            out[n++] = (char)(0x80 | (c & 0x3F));
        }
    }
    out[n] = 0;
    return out;
}

// MARK: Locale

static int codeset_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL &&
           (strcasecmp(codeset, "UTF-8") == 0 || strcasecmp(codeset, "UTF8") == 0);
}

int fluid_locale_prefer_utf8(void) {
    setlocale(LC_CTYPE, "");
    if (codeset_is_utf8()) return 1;
    static const char *const fallbacks[] = {"C.UTF-8", "C.utf8", "UTF-8", "en_US.UTF-8"};
    for (size_t i = 0; i < sizeof fallbacks / sizeof *fallbacks; i++) {
        if (setlocale(LC_CTYPE, fallbacks[i]) != NULL && codeset_is_utf8()) return 1;
    }
    return 0;
}

// MARK: Interrupt flag

static atomic_int interrupt_requested = 0;

// SIGINT goes to any thread that does not block it, but only a signal taken by the
// thread blocked in read() makes that read return EINTR: while a line is being read,
// the handler passes the signal on to the reading thread.
static atomic_int line_is_being_read = 0;
static pthread_t reading_thread;

static void on_interrupt(int signal_number) {
    atomic_store(&interrupt_requested, 1);
    if (atomic_load(&line_is_being_read) && !pthread_equal(pthread_self(), reading_thread))
        pthread_kill(reading_thread, signal_number);
}

static void unblock_interrupt_in_this_thread(void) {
    sigset_t interrupt;
    sigemptyset(&interrupt);
    sigaddset(&interrupt, SIGINT);
    pthread_sigmask(SIG_UNBLOCK, &interrupt, NULL);
}

void fluid_interrupt_install_handler(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_interrupt;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0; // no SA_RESTART: a blocking read must return EINTR
    sigaction(SIGINT, &action, NULL);
    unblock_interrupt_in_this_thread();
}

int fluid_interrupt_is_requested(void) { return atomic_load(&interrupt_requested); }
int fluid_interrupt_take(void) { return atomic_exchange(&interrupt_requested, 0); }
void fluid_interrupt_clear(void) { atomic_store(&interrupt_requested, 0); }
void fluid_interrupt_request(void) { atomic_store(&interrupt_requested, 1); }

// MARK: Editor

struct fluid_editline {
    EditLine *el;
    HistoryW *history;
    FILE *output;
    wchar_t *prompt;
    fluid_el_complete_fn complete;
    void *complete_context;
};

struct fluid_el_completion {
    int replaces;
    int delete_before_cursor;
    char *insert;
    char *listing;
};

void fluid_el_completion_replace(fluid_el_completion *completion,
                                 int delete_before_cursor, const char *insert_utf8) {
    completion->replaces = 1;
    completion->delete_before_cursor = delete_before_cursor;
    free(completion->insert);
    completion->insert = insert_utf8 ? strdup(insert_utf8) : NULL;
}

void fluid_el_completion_show(fluid_el_completion *completion, const char *listing_utf8) {
    free(completion->listing);
    completion->listing = listing_utf8 ? strdup(listing_utf8) : NULL;
}

static fluid_editline *editor_of(EditLine *el) {
    void *data = NULL;
    el_wget(el, EL_CLIENTDATA, &data);
    return data;
}

static wchar_t *prompt_of(EditLine *el) {
    fluid_editline *editor = editor_of(el);
    static wchar_t empty[] = L"";
    return editor && editor->prompt ? editor->prompt : empty;
}

int fluid_el_columns(fluid_editline *editor) {
    int columns = 0;
    if (el_get(editor->el, EL_GETTC, "co", &columns, NULL) != 0 || columns <= 0) columns = 80;
    return columns;
}

static unsigned char complete_word(EditLine *el, int key) {
    (void)key;
    fluid_editline *editor = editor_of(el);
    if (editor == NULL || editor->complete == NULL) return CC_REFRESH_BEEP;

    const LineInfoW *line = el_wline(el);
    size_t before_length = (size_t)(line->cursor - line->buffer);
    char *before = wide_to_utf8(line->buffer, before_length);
    if (before == NULL) return CC_ERROR;
    fluid_el_completion completion = {0};
    editor->complete(editor->complete_context, before, fluid_el_columns(editor), &completion);
    free(before);

    unsigned char result = CC_REFRESH_BEEP;
    if (completion.replaces) {
        int deleted = completion.delete_before_cursor;
        if (deleted > (int)before_length) deleted = (int)before_length;
        if (deleted > 0) el_deletestr(el, deleted);
        wchar_t *insert = utf8_to_wide(completion.insert);
        if (insert != NULL && insert[0] != 0) el_winsertstr(el, insert);
        free(insert);
        result = CC_REFRESH;
    }
    if (completion.listing != NULL && completion.listing[0] != 0) {
        // As libedit's own filename completion does: print below the line, then have
        // libedit draw the prompt and the line again.
        fputs("\n", editor->output);
        fputs(completion.listing, editor->output);
        fflush(editor->output);
        result = CC_REDISPLAY;
    }
    free(completion.insert);
    free(completion.listing);
    return result;
}

fluid_editline *fluid_el_create(const char *program_name, FILE *input, FILE *output,
                                FILE *error) {
    if (!fluid_editline_available()) return NULL;
    fluid_editline *editor = calloc(1, sizeof *editor);
    if (editor == NULL) return NULL;
    editor->output = output ? output : stdout;
    editor->el = el_init(program_name ? program_name : "fluid", input ? input : stdin,
                         editor->output, error ? error : stderr);
    editor->history = history_winit();
    if (editor->el == NULL || editor->history == NULL) {
        fluid_el_destroy(editor);
        return NULL;
    }
    HistEventW event;
    history_w(editor->history, &event, H_SETSIZE, 1000);
    history_w(editor->history, &event, H_SETUNIQUE, 1);

    EditLine *el = editor->el;
    el_wset(el, EL_CLIENTDATA, editor);
    el_wset(el, EL_EDITOR, L"emacs");
    el_wset(el, EL_SIGNAL, 1); // libedit restores the tty and follows SIGWINCH
    el_wset(el, EL_PROMPT, prompt_of);
    el_wset(el, EL_HIST, history_w, editor->history);
    el_wset(el, EL_ADDFN, L"fluid-complete", L"Complete the word before the cursor",
            complete_word);
    el_wset(el, EL_BIND, L"^I", L"fluid-complete", NULL);
    el_wset(el, EL_BIND, L"^R", L"em-inc-search-prev", NULL);
    // The user's own settings last, so they win: ~/.editrc (or $EDITRC), e.g. `bind -v`
    // for vi keys. A missing file is not an error.
    el_source(el, NULL);
    return editor;
}

void fluid_el_destroy(fluid_editline *editor) {
    if (editor == NULL) return;
    if (editor->el) el_end(editor->el);
    if (editor->history) history_wend(editor->history);
    free(editor->prompt);
    free(editor);
}

void fluid_el_set_prompt(fluid_editline *editor, const char *prompt_utf8) {
    wchar_t *prompt = utf8_to_wide(prompt_utf8);
    if (prompt == NULL) return;
    free(editor->prompt);
    editor->prompt = prompt;
}

void fluid_el_set_completer(fluid_editline *editor, fluid_el_complete_fn function,
                            void *context) {
    editor->complete = function;
    editor->complete_context = context;
}

void fluid_el_history_set_size(fluid_editline *editor, int size) {
    HistEventW event;
    history_w(editor->history, &event, H_SETSIZE, size);
}

void fluid_el_history_add(fluid_editline *editor, const char *line_utf8) {
    wchar_t *line = utf8_to_wide(line_utf8);
    if (line == NULL) return;
    HistEventW event;
    history_w(editor->history, &event, H_ENTER, line);
    free(line);
}

char *fluid_el_read_line(fluid_editline *editor, fluid_el_status *status) {
    fluid_interrupt_clear();
    // A thread may inherit a mask that blocks SIGINT (fork, thread pools): Ctrl-C
    // could then never end the read.
    unblock_interrupt_in_this_thread();
    reading_thread = pthread_self();
    atomic_store(&line_is_being_read, 1);
    int count = 0;
    errno = 0;
    const wchar_t *line = el_wgets(editor->el, &count);
    int read_error = errno;
    atomic_store(&line_is_being_read, 0);
    int interrupted = fluid_interrupt_take();

    if (line != NULL && count > 0) {
        size_t length = (size_t)count;
        while (length > 0 && (line[length - 1] == L'\n' || line[length - 1] == L'\r')) length--;
        *status = FLUID_EL_LINE;
        return wide_to_utf8(line, length);
    }
    if (interrupted || (count < 0 && read_error == EINTR)) {
        // Drop what was typed and leave the terminal cooked, on a fresh line. Writing
        // the text after the cursor again moves the cursor to the end of the line
        // without overwriting it, wrapping as the terminal wrapped it before.
        const LineInfoW *edited = el_wline(editor->el);
        if (edited != NULL && edited->lastchar > edited->cursor) {
            char *rest = wide_to_utf8(edited->cursor, (size_t)(edited->lastchar - edited->cursor));
            if (rest != NULL) fputs(rest, editor->output);
            free(rest);
        }
        el_reset(editor->el);
        fputs("^C\n", editor->output);
        fflush(editor->output);
        *status = FLUID_EL_INTERRUPTED;
        return NULL;
    }
    if (isatty(fileno(editor->output))) {
        fputs("\n", editor->output); // leave the shell's prompt on a line of its own
        fflush(editor->output);
    }
    *status = count < 0 ? FLUID_EL_ERROR : FLUID_EL_END_OF_INPUT;
    return NULL;
}
