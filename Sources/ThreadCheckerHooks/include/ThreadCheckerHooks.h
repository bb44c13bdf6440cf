#ifndef THREAD_CHECKER_HOOKS_H
#define THREAD_CHECKER_HOOKS_H

#include <stdint.h>
#include <stddef.h>

/// Writes up to `max` return addresses of the calling thread's stack into `out`, innermost
/// first, skipping `skip` frames (this function's caller is frame 0), by walking the frame
/// pointer chain. Only addresses inside the calling thread's own stack are read, so a frame
/// compiled without frame pointers ends the walk instead of faulting. Returns the count.
int mtc_capture_frames(uintptr_t *out, int max, int skip);

/// Makes the calling thread's stack walks (captures and samples) stop at frames at or above
/// `boundary` (a frame address; 0: no boundary). Returns the previous boundary.
uintptr_t mtc_set_stack_boundary(uintptr_t boundary);

/// The frame address of the function that calls this one.
uintptr_t mtc_caller_frame_address(void);

/// Prepares the calling thread for `mtc_capture_frames` from a signal handler (finds its
/// stack bounds, which is not async-signal-safe).
void mtc_prepare_thread(void);

/// Interrupts `thread` with a signal whose handler records its stack, waits up to
/// `timeout_ms` for it, and copies up to `max` addresses into `out`: the interrupted
/// instruction (plus one, as a return address) first, then the return addresses of its
/// callers. Returns the count (0 when the thread did not answer in time).
int mtc_sample_thread(uintptr_t thread, uintptr_t *out, int max, int timeout_ms);

/// Starts profiling a segment of the calling thread's code: a timer on the thread's CPU clock
/// (made the first time, `interval_ns` of CPU time apart) records the interrupted stack while the
/// segment is open. Returns 0 when the timer cannot be made.
int mtc_profile_begin(long interval_ns);

/// Ends the segment; returns the number of samples it kept (at most 256, spread evenly).
int mtc_profile_end(void);

/// Copies sample `index` of the last segment (innermost first: the interrupted instruction plus
/// one, then return addresses) into `out`; returns its length.
int mtc_profile_sample(int index, uintptr_t *out, int max);

/// What the interposed Dispatch calls report to the checker (set once by ThreadChecker).
typedef struct {
    /// `dispatch_sync(queue, …)` is about to run: returns 1 when the block must run inline
    /// instead (a sync onto the queue the caller already runs on would deadlock).
    int (*will_sync)(void *queue);
    /// A semaphore, group or work-item wait is about to block: returns a token for
    /// `did_block` (0: nothing to undo).
    intptr_t (*will_block)(int kind);
    /// The wait returned.
    void (*did_block)(intptr_t token);
    /// Measured app code on this thread waited `nanoseconds` (at least `MTC_LONG_WAIT_NS`) in a
    /// wait of `kind` (`MTC_WAIT_…`) on `object` (the semaphore, group or queue; NULL for a sleep).
    void (*did_wait)(int kind, void *object, int64_t nanoseconds);
} mtc_hooks;

/// What a measured wait was.
#define MTC_WAIT_SEMAPHORE 1
#define MTC_WAIT_GROUP 2
#define MTC_WAIT_SYNC 3
#define MTC_WAIT_SLEEP 4

/// From this long on, a measured wait is reported to `did_wait` (1 ms).
#define MTC_LONG_WAIT_NS 1000000

/// The calling thread's CPU time in nanoseconds (a system call: hundreds of nanoseconds).
int64_t mtc_thread_cpu_ns(void);

/// The calling thread's kernel id (gettid), asked of the kernel once per thread.
int64_t mtc_thread_id(void);

/// Whether the calling thread is the process's main thread (its id is the process id);
/// cached per thread.
int mtc_is_process_main_thread(void);

/// `thread`'s CPU time in nanoseconds, read from another thread (-1 when it cannot be read).
int64_t mtc_thread_cpu_ns_of(uintptr_t thread);

/// The monotonic clock in nanoseconds (tens of nanoseconds).
int64_t mtc_monotonic_ns(void);

/// Whether the calling thread runs app code whose time is measured: its Dispatch waits and
/// sleeps then add their wall time to `mtc_thread_blocked_ns`.
extern __thread int mtc_thread_measuring;
/// Nanoseconds the calling thread spent blocked while measuring (reset by its reader).
extern __thread int64_t mtc_thread_blocked_ns;

static inline void mtc_set_thread_measuring(int measuring) { mtc_thread_measuring = measuring; }
static inline int mtc_is_thread_measuring(void) { return mtc_thread_measuring; }
/// Whether the calling thread is running the app's own code in a simulation's turn (measured or
/// not: under the deterministic clock the app's code runs unmeasured, but its calls into the
/// framework are still counted).
extern __thread int mtc_thread_in_app_code;
static inline void mtc_set_thread_in_app_code(int in) { mtc_thread_in_app_code = in; }
static inline int mtc_is_thread_in_app_code(void) { return mtc_thread_in_app_code; }
/// Calls from the app's code into the framework on the calling thread: how deep they are
/// nested (only the outermost is counted and timed), when the outermost began (its monotonic
/// time, or -1 when no app code was being measured then), the wall time they took since their
/// reader last took it, and how many there were. The framework's own doing of a call is the
/// device's to charge, so its time is left out of the app's; timing it with the monotonic clock
/// (tens of nanoseconds) rather than the thread's CPU clock (a system call) keeps a UIKit getter
/// cheap. Written only by the calling thread.
extern __thread int mtc_framework_call_depth;
extern __thread int64_t mtc_framework_call_start;
extern __thread int64_t mtc_framework_call_ns;
extern __thread int64_t mtc_framework_calls;
/// A call from the app's code into the framework begins: returns 1 when it is one (the thread
/// runs the app's code, or a call of it is open), to be given to `mtc_framework_call_end`.
static inline int mtc_framework_call_begin(void) {
    if (mtc_framework_call_depth > 0) { mtc_framework_call_depth++; return 1; }
    if (!mtc_thread_in_app_code) return 0;
    mtc_framework_call_depth = 1;
    mtc_framework_calls++;
    mtc_framework_call_start = mtc_thread_measuring ? mtc_monotonic_ns() : -1;
    return 1;
}
static inline void mtc_framework_call_end(void) {
    if (mtc_framework_call_depth <= 0) return;
    if (--mtc_framework_call_depth == 0 && mtc_framework_call_start >= 0) {
        mtc_framework_call_ns += mtc_monotonic_ns() - mtc_framework_call_start;
    }
}
/// The framework calls' time so far (an open call's up to now) and their count; both reset.
static inline int64_t mtc_take_framework_call_ns(void) {
    if (mtc_framework_call_depth > 0 && mtc_framework_call_start >= 0) {
        int64_t now = mtc_monotonic_ns();
        mtc_framework_call_ns += now - mtc_framework_call_start;
        mtc_framework_call_start = now;
    }
    int64_t value = mtc_framework_call_ns;
    mtc_framework_call_ns = 0;
    return value;
}
static inline int64_t mtc_take_framework_calls(void) {
    int64_t value = mtc_framework_calls;
    mtc_framework_calls = 0;
    return value;
}
/// A span of code opens inside an open framework call (the framework calls back into the
/// app, or runs a pass of its own): the open calls are set aside — their time so far goes to
/// `mtc_framework_call_ns` — and the returned depth is given back by `mtc_resume_framework_calls`
/// when the span closes.
static inline int mtc_suspend_framework_calls(void) {
    int depth = mtc_framework_call_depth;
    if (depth > 0) {
        if (mtc_framework_call_start >= 0) mtc_framework_call_ns += mtc_monotonic_ns() - mtc_framework_call_start;
        mtc_framework_call_depth = 0;
    }
    return depth;
}
static inline void mtc_resume_framework_calls(int depth) {
    if (depth <= 0) return;
    mtc_framework_call_depth = depth;
    mtc_framework_call_start = mtc_thread_measuring ? mtc_monotonic_ns() : -1;
}
/// For the wait being told: the return address into the app's code it was called from, found
/// by scanning the stack (see hooks.c), or 0.
extern __thread uintptr_t mtc_wait_caller_hint;
static inline uintptr_t mtc_take_wait_caller_hint(void) {
    uintptr_t value = mtc_wait_caller_hint;
    mtc_wait_caller_hint = 0;
    return value;
}
static inline int64_t mtc_take_thread_blocked_ns(void) {
    int64_t value = mtc_thread_blocked_ns;
    mtc_thread_blocked_ns = 0;
    return value;
}

void mtc_set_hooks(mtc_hooks hooks);

/// Whether this process's `dispatch_sync`, `dispatch_semaphore_wait` and `dispatch_group_wait`
/// are Mainline's (true for dynamically linked binaries; a statically linked Dispatch keeps
/// its own, and the checker then does without).
int mtc_interposition_active(void);

/// Assigns `value` (a Swift object, or NULL) to the weak reference at `reference`, as a
/// `weak var` assignment does (the value is not consumed).
void mtc_weak_assign(void *reference, void *value);

/// Whether this process runs under ThreadSanitizer.
int mtc_thread_sanitizer_active(void);

/// The address of Dispatch's main queue object.
void *mtc_main_queue(void);

/// Whether the calling thread holds the main turn: a thread-local flag that only the thread
/// itself writes (when it takes and gives back the turn). Inlined into Swift callers, reading
/// it is a single thread-local load: the fast path of every UI call.
extern __thread int mtc_thread_holds_turn;

static inline int mtc_current_thread_holds_turn(void) { return mtc_thread_holds_turn; }
static inline void mtc_set_current_thread_holds_turn(int holds) { mtc_thread_holds_turn = holds; }

/// An opaque pointer a thread keeps for its owner (Mainline: the simulation's background task
/// the thread is running), read and written only by the thread itself.
extern __thread void *mtc_thread_context;

static inline void *mtc_get_thread_context(void) { return mtc_thread_context; }
static inline void mtc_set_thread_context(void *context) { mtc_thread_context = context; }

/// Demangles a symbol name as the Swift runtime's backtracer shows it (simplified: no module
/// names or parameter types); a string to `free`, or NULL when `name` is not mangled.
char *mtc_demangle(const char *name, size_t length);

#endif
