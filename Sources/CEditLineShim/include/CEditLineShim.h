#ifndef FLUID_CEDITLINESHIM_H
#define FLUID_CEDITLINESHIM_H
// Non-variadic wrappers around libedit, which Swift cannot call directly
// (el_set, el_get and history are variadic).
//
// Every string crossing this interface is UTF-8. The shim drives libedit through its
// wide-character API and converts UTF-8 <-> wchar_t itself, so a prompt such as "› "
// is measured and drawn as characters, not bytes. libedit still needs an LC_CTYPE
// with a UTF-8 codeset to decode keyboard input and to write and measure wide
// characters: call fluid_locale_prefer_utf8() before fluid_el_create().

#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: Locale

/// Sets LC_CTYPE from the environment; when that codeset is not UTF-8, falls back to
/// C.UTF-8 if the system has it. Only LC_CTYPE changes, so number formatting
/// (LC_NUMERIC) stays "C". Returns 1 when the resulting codeset is UTF-8.
int fluid_locale_prefer_utf8(void);

// MARK: Interrupt flag (SIGINT)

/// Installs a SIGINT handler (sigaction, without SA_RESTART) that only raises a flag.
/// Blocking reads return EINTR, so a line being edited is abandoned; a long
/// evaluation polls fluid_interrupt_is_requested(). Idempotent.
void fluid_interrupt_install_handler(void);
int fluid_interrupt_is_requested(void);
/// Lowers the flag and returns whether it was raised.
int fluid_interrupt_take(void);
void fluid_interrupt_clear(void);
void fluid_interrupt_request(void);

// MARK: Completion

/// What a completion callback asks the editor to do; filled through the two
/// functions below, owned by the shim.
typedef struct fluid_el_completion fluid_el_completion;

/// Deletes `delete_before_cursor` characters (Unicode scalars) before the cursor and
/// inserts `insert_utf8` (may be NULL) in their place.
void fluid_el_completion_replace(fluid_el_completion *completion,
                                 int delete_before_cursor, const char *insert_utf8);
/// Text printed below the line (the candidates), after which the prompt and the
/// line are drawn again. Should end with a newline.
void fluid_el_completion_show(fluid_el_completion *completion, const char *listing_utf8);

/// Called on Tab with the line before the cursor and the terminal's width in columns.
/// Leaving `completion` untouched rings the bell.
typedef void (*fluid_el_complete_fn)(void *context, const char *line_before_cursor,
                                     int columns, fluid_el_completion *completion);

// MARK: Editor

typedef struct fluid_editline fluid_editline;

typedef enum {
    FLUID_EL_LINE = 0,        ///< a line was accepted (Enter)
    FLUID_EL_END_OF_INPUT = 1,///< Ctrl-D on an empty line, or end of the input
    FLUID_EL_INTERRUPTED = 2, ///< Ctrl-C (SIGINT) while editing; the line is dropped
    FLUID_EL_ERROR = 3,       ///< a read error other than an interrupt
} fluid_el_status;

/// An editor with emacs bindings, signal handling (resize), history, Ctrl-R
/// incremental search and Tab bound to the completion callback. NULL streams mean
/// stdin, stdout and stderr. Returns NULL when libedit cannot be initialised.
// Whether libedit could be loaded (it is opened on first use, not linked); fluid_el_create
// returns NULL when it could not.
int fluid_editline_available(void);

fluid_editline *fluid_el_create(const char *program_name, FILE *input, FILE *output,
                                FILE *error);
void fluid_el_destroy(fluid_editline *editor);

void fluid_el_set_prompt(fluid_editline *editor, const char *prompt_utf8);
void fluid_el_set_completer(fluid_editline *editor, fluid_el_complete_fn function,
                            void *context);
/// Maximum number of entries kept in memory.
void fluid_el_history_set_size(fluid_editline *editor, int size);
/// Adds an entry to the in-memory history (consecutive duplicates are dropped).
void fluid_el_history_add(fluid_editline *editor, const char *line_utf8);

/// Reads one line with editing. Returns a malloc'd UTF-8 string without the trailing
/// newline when *status is FLUID_EL_LINE (free it with free()), NULL otherwise.
/// On FLUID_EL_INTERRUPTED the edit buffer has been reset and "^C" and a newline
/// have been written, so the caller can print a fresh prompt.
char *fluid_el_read_line(fluid_editline *editor, fluid_el_status *status);

/// Terminal width as libedit knows it (it follows SIGWINCH).
int fluid_el_columns(fluid_editline *editor);

#ifdef __cplusplus
}
#endif

#endif
