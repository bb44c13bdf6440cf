// Interposition of three Dispatch calls, and a frame-pointer stack walk.
//
// Dynamically linked Swift binaries call libdispatch's `dispatch_sync`,
// `dispatch_semaphore_wait` and `dispatch_group_wait` through the dynamic linker, which
// looks in the executable first: definitions here take those calls (as Apple's Main Thread
// Checker does by interposing), tell the checker, and forward to the next definition
// (libdispatch's, or ThreadSanitizer's interceptor in a TSan build). They are weak, so a
// statically linked libdispatch keeps its own and nothing breaks.

#define _GNU_SOURCE
#include "ThreadCheckerHooks.h"
#include <dlfcn.h>
#include <link.h>
#include <pthread.h>
#include <signal.h>
#include <stddef.h>
#include <string.h>
#include <time.h>
#include <sched.h>
#include <ucontext.h>
#include <unistd.h>
#include <errno.h>
#include <stdlib.h>
#include <sys/syscall.h>

// ---------------------------------------------------------------------------------------
// Stack walk

__thread int mtc_thread_holds_turn = 0;
__thread void *mtc_thread_context = NULL;

// gettid and getpid are system calls (glibc caches neither): each is asked once per thread,
// again in a fork's child (the forking thread is the child's only thread, and main thread).
static __thread pid_t cached_thread_id;
static __thread pid_t cached_process_id;
static pthread_once_t fork_handler_once = PTHREAD_ONCE_INIT;

static void forget_ids_in_child(void) {
    cached_thread_id = 0;
    cached_process_id = 0;
}

static void install_fork_handler(void) {
    pthread_atfork(NULL, NULL, forget_ids_in_child);
}

static void cache_ids(void) {
    pthread_once(&fork_handler_once, install_fork_handler);
    cached_thread_id = (pid_t)syscall(SYS_gettid);
    cached_process_id = getpid();
}

int64_t mtc_thread_id(void) {
    if (cached_thread_id == 0) cache_ids();
    return cached_thread_id;
}

int mtc_is_process_main_thread(void) {
    if (cached_thread_id == 0) cache_ids();
    return cached_thread_id == cached_process_id;
}

static __thread uintptr_t stack_low, stack_high;
// Walks on this thread stop below this frame address (0: at the stack's top).
static __thread uintptr_t stack_top_boundary;

uintptr_t mtc_set_stack_boundary(uintptr_t boundary) {
    uintptr_t previous = stack_top_boundary;
    stack_top_boundary = boundary;
    return previous;
}

__attribute__((noinline))
uintptr_t mtc_caller_frame_address(void) {
    return (uintptr_t)__builtin_frame_address(1);
}

static void find_stack_bounds(void) {
    pthread_attr_t attr;
    void *address = NULL;
    size_t size = 0;
    if (pthread_getattr_np(pthread_self(), &attr) == 0) {
        pthread_attr_getstack(&attr, &address, &size);
        pthread_attr_destroy(&attr);
    }
    stack_low = (uintptr_t)address;
    stack_high = (uintptr_t)address + size;
    if (stack_high == 0) stack_high = 1;  // known, and empty: the walk stops at once
}

__attribute__((noinline, no_sanitize("thread")))
int mtc_capture_frames(uintptr_t *out, int max, int skip) {
    if (stack_high == 0) find_stack_bounds();
    uintptr_t fp = (uintptr_t)__builtin_frame_address(0);
    int count = 0;
    uintptr_t top = stack_top_boundary;
    while (count < max) {
        if (fp < stack_low || fp + 2 * sizeof(uintptr_t) > stack_high || (fp & (sizeof(uintptr_t) - 1)) != 0) break;
        if (top != 0 && fp >= top) break;
        uintptr_t next = ((uintptr_t *)fp)[0];
        uintptr_t ret = ((uintptr_t *)fp)[1];
        if (ret == 0) break;
        if (skip > 0) skip--; else out[count++] = ret;
        if (next <= fp) break;
        fp = next;
    }
    return count;
}

void mtc_prepare_thread(void) {
    if (stack_high != 0) return;
    find_stack_bounds();
    // Dispatch's worker threads block every signal; the sampling one must get through.
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGRTMIN + 7);
    pthread_sigmask(SIG_UNBLOCK, &set, NULL);
}

// Sampling another thread: one request at a time. The handler records the interrupted
// instruction (from the signal's context) first, then walks the interrupted frame-pointer
// chain, so the leaf function's own line is in the sample.
#define SAMPLE_SIGNAL (SIGRTMIN + 7)
#define SAMPLE_CAPACITY 64
static uintptr_t sample_frames[SAMPLE_CAPACITY];
static int sample_count;
static int sample_ready;
static pthread_mutex_t sample_lock = PTHREAD_MUTEX_INITIALIZER;
static int sample_handler_installed;
// Counts the sampling signals handled, so an interposed sleep they cut short sleeps on.
static unsigned long samples_delivered;

__attribute__((no_sanitize("thread")))
static int walk_from(uintptr_t fp, uintptr_t *out, int count, int max) {
    uintptr_t top = stack_top_boundary;
    while (count < max) {
        if (fp < stack_low || fp + 2 * sizeof(uintptr_t) > stack_high || (fp & (sizeof(uintptr_t) - 1)) != 0) break;
        if (top != 0 && fp >= top) break;
        uintptr_t next = ((uintptr_t *)fp)[0];
        uintptr_t ret = ((uintptr_t *)fp)[1];
        if (ret == 0) break;
        out[count++] = ret;
        if (next <= fp) break;
        fp = next;
    }
    return count;
}

__attribute__((no_sanitize("thread")))
static void sample_handler(int signal, siginfo_t *info, void *context) {
    (void)signal;
    (void)info;
    int count = 0;
    if (stack_high != 0) {
#if defined(__x86_64__)
        ucontext_t *uc = (ucontext_t *)context;
        // The interrupted instruction, as a "return address" one past it (symbolication looks at
        // the byte before a return address).
        sample_frames[count++] = (uintptr_t)uc->uc_mcontext.gregs[REG_RIP] + 1;
        count = walk_from((uintptr_t)uc->uc_mcontext.gregs[REG_RBP], sample_frames, count, SAMPLE_CAPACITY);
#else
        (void)context;
        count = mtc_capture_frames(sample_frames, SAMPLE_CAPACITY, 1);
#endif
    }
    __atomic_store_n(&sample_count, count, __ATOMIC_RELAXED);
    __atomic_add_fetch(&samples_delivered, 1, __ATOMIC_RELAXED);
    __atomic_store_n(&sample_ready, 1, __ATOMIC_RELEASE);
}

__attribute__((no_sanitize("thread")))
int mtc_sample_thread(uintptr_t thread, uintptr_t *out, int max, int timeout_ms) {
    pthread_mutex_lock(&sample_lock);
    if (!sample_handler_installed) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_sigaction = sample_handler;
        action.sa_flags = SA_RESTART | SA_SIGINFO;
        sigemptyset(&action.sa_mask);
        sigaction(SAMPLE_SIGNAL, &action, NULL);
        sample_handler_installed = 1;
    }
    __atomic_store_n(&sample_ready, 0, __ATOMIC_RELEASE);
    int count = 0;
    if (pthread_kill((pthread_t)thread, SAMPLE_SIGNAL) == 0) {
        struct timespec start, now;
        clock_gettime(CLOCK_MONOTONIC, &start);
        for (;;) {
            if (__atomic_load_n(&sample_ready, __ATOMIC_ACQUIRE)) {
                count = __atomic_load_n(&sample_count, __ATOMIC_RELAXED);
                if (count > max) count = max;
                for (int i = 0; i < count; i++) out[i] = sample_frames[i];
                break;
            }
            clock_gettime(CLOCK_MONOTONIC, &now);
            if ((now.tv_sec - start.tv_sec) * 1000 + (now.tv_nsec - start.tv_nsec) / 1000000 >= timeout_ms) break;
            sched_yield();
        }
    }
    pthread_mutex_unlock(&sample_lock);
    return count;
}

// ---------------------------------------------------------------------------------------
// Profiling a thread's own code: a timer on the thread's CPU clock interrupts it every
// interval of CPU time it uses (never while it is blocked), and while a segment is open the
// handler records the interrupted stack into the thread's own buffer.

#define PROFILE_SIGNAL (SIGRTMIN + 8)
#define PROFILE_DEPTH 48
#define PROFILE_CAPACITY 256

struct profile_buffer {
    int count;
    int seen;
    unsigned long long random;
    int depth[PROFILE_CAPACITY];
    uintptr_t frames[PROFILE_CAPACITY][PROFILE_DEPTH];
};

static __thread struct profile_buffer *profile;
static __thread volatile sig_atomic_t profiling_segment;
static __thread int profile_timer_made;
static int profile_handler_installed;
static pthread_mutex_t profile_lock = PTHREAD_MUTEX_INITIALIZER;

/// Whether an image at `path` is the system's (the C library, the vDSO, the Swift runtime and
/// its libraries, Foundation, Dispatch) rather than the app's. The main executable's path is "".
static int is_system_path(const char *path) {
    if (path == NULL) return 1;
    if (path[0] == 0) return 0;
    return strncmp(path, "/usr/", 5) == 0 || strncmp(path, "/lib", 4) == 0 || strncmp(path, "/opt/swift/", 11) == 0
        || strstr(path, "/usr/lib/swift/") != NULL || strstr(path, "linux-vdso") != NULL;
}

/// Whether the bytes before `address` end in a call instruction (so that it is a return address).
__attribute__((no_sanitize("address", "thread")))
static int follows_call(uintptr_t address) {
    const unsigned char *p = (const unsigned char *)address;
    if (p[-5] == 0xE8) return 1;                                        // call rel32
    if (p[-2] == 0xFF && (p[-1] & 0xF8) == 0xD0) return 1;              // call reg
    if (p[-3] == 0xFF && (p[-2] & 0xF8) == 0x50) return 1;              // call [reg+disp8]
    if (p[-6] == 0xFF && (p[-5] == 0x15 || (p[-5] & 0xF8) == 0x90)) return 1;  // call [rip+disp32], [reg+disp32]
    if (p[-3] == 0xFF && p[-2] == 0x14) return 1;                       // call [base+index*scale]
    if (p[-4] == 0xFF && p[-3] == 0x54) return 1;                       // call [base+index*scale+disp8]
    return 0;
}

// The executable code of the app's own images (not the system's), found once, for the sampling
// signal's handler (which may not take the loader's lock that dladdr takes).
#define APP_RANGES 64
static uintptr_t app_range_start[APP_RANGES], app_range_end[APP_RANGES];
static int app_range_count = -1;
static pthread_mutex_t app_range_lock = PTHREAD_MUTEX_INITIALIZER;

static int add_app_ranges(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    (void)data;
    if (is_system_path(info->dlpi_name) || strstr(info->dlpi_name, "vdso") != NULL) return 0;
    for (int i = 0; i < info->dlpi_phnum && app_range_count < APP_RANGES; i++) {
        const ElfW(Phdr) *header = &info->dlpi_phdr[i];
        if (header->p_type != PT_LOAD || !(header->p_flags & PF_X)) continue;
        app_range_start[app_range_count] = info->dlpi_addr + header->p_vaddr;
        app_range_end[app_range_count] = info->dlpi_addr + header->p_vaddr + header->p_memsz;
        app_range_count++;
    }
    return 0;
}

static void find_app_ranges(void) {
    if (__atomic_load_n(&app_range_count, __ATOMIC_ACQUIRE) >= 0) return;
    pthread_mutex_lock(&app_range_lock);
    if (app_range_count < 0) {
        app_range_count = 0;
        dl_iterate_phdr(add_app_ranges, NULL);
        __atomic_thread_fence(__ATOMIC_RELEASE);
    }
    pthread_mutex_unlock(&app_range_lock);
}

/// Whether `address` is in the app's code, at least 6 bytes into its range (so that the bytes
/// of a call before it can be read).
static int in_app_code(uintptr_t address) {
    int count = __atomic_load_n(&app_range_count, __ATOMIC_ACQUIRE);
    for (int i = 0; i < count; i++) {
        if (address >= app_range_start[i] + 6 && address < app_range_end[i]) return 1;
    }
    return 0;
}

/// A sample interrupted code of the system's (a C library function, the vDSO, a system call's
/// return), which may keep no frame pointer: the frame-pointer walk from there starts at the
/// app function's caller, and the app's own frame — the line that called into the system — is
/// lost. It is the first word above the stack pointer that returns into the app's code just
/// after a call (how a debugger's stack scan finds it), or 0.
__attribute__((no_sanitize("address", "thread")))
static uintptr_t scan_leaf_caller(uintptr_t pc, uintptr_t sp) {
    if (app_range_count <= 0 || in_app_code(pc)) return 0;
    const uintptr_t *word = (const uintptr_t *)sp;
    for (int i = 0; i < 64; i++, word++) {
        uintptr_t at = (uintptr_t)word;
        if (at < stack_low || at + sizeof(uintptr_t) > stack_high) break;
        uintptr_t value = *word;
        if (in_app_code(value) && follows_call(value)) return value;
    }
    return 0;
}

__attribute__((no_sanitize("thread")))
static void profile_handler(int signal, siginfo_t *info, void *context) {
    (void)signal;
    (void)info;
    struct profile_buffer *buffer = profile;
    if (!profiling_segment || buffer == NULL || stack_high == 0) return;
    // Inside a call into the framework: its time is not the app's (see mtc_framework_call_begin).
    if (mtc_framework_call_depth > 0) return;
    // Reservoir sampling: a long segment keeps an even spread of its samples.
    int slot = buffer->count;
    buffer->seen++;
    if (slot >= PROFILE_CAPACITY) {
        buffer->random = buffer->random * 6364136223846793005ULL + 1442695040888963407ULL;
        slot = (int)((buffer->random >> 33) % (unsigned long long)buffer->seen);
        if (slot >= PROFILE_CAPACITY) return;
    } else {
        buffer->count++;
    }
    int count = 0;
#if defined(__x86_64__)
    ucontext_t *uc = (ucontext_t *)context;
    uintptr_t pc = (uintptr_t)uc->uc_mcontext.gregs[REG_RIP];
    buffer->frames[slot][count++] = pc + 1;
    uintptr_t caller = scan_leaf_caller(pc, (uintptr_t)uc->uc_mcontext.gregs[REG_RSP]);
    if (caller != 0) buffer->frames[slot][count++] = caller;
    count = walk_from((uintptr_t)uc->uc_mcontext.gregs[REG_RBP], buffer->frames[slot], count, PROFILE_DEPTH);
    // (A frame-pointer walk that finds the same return address first keeps one of the two.)
    if (caller != 0 && count > 2 && buffer->frames[slot][2] == caller) {
        for (int i = 2; i + 1 < count; i++) buffer->frames[slot][i] = buffer->frames[slot][i + 1];
        count--;
    }
#else
    (void)context;
    count = mtc_capture_frames(buffer->frames[slot], PROFILE_DEPTH, 1);
#endif
    buffer->depth[slot] = count;
}

int mtc_profile_begin(long interval_ns) {
    if (stack_high == 0) find_stack_bounds();
    find_app_ranges();
    if (profile == NULL) {
        profile = calloc(1, sizeof(struct profile_buffer));
        if (profile == NULL) return 0;
        profile->random = 0x9E3779B97F4A7C15ULL;
    }
    if (!profile_timer_made) {
        pthread_mutex_lock(&profile_lock);
        if (!profile_handler_installed) {
            struct sigaction action;
            memset(&action, 0, sizeof action);
            action.sa_sigaction = profile_handler;
            action.sa_flags = SA_RESTART | SA_SIGINFO;
            sigemptyset(&action.sa_mask);
            sigaction(PROFILE_SIGNAL, &action, NULL);
            profile_handler_installed = 1;
        }
        pthread_mutex_unlock(&profile_lock);
        sigset_t set;
        sigemptyset(&set);
        sigaddset(&set, PROFILE_SIGNAL);
        pthread_sigmask(SIG_UNBLOCK, &set, NULL);
        struct sigevent event;
        memset(&event, 0, sizeof event);
        event.sigev_notify = SIGEV_THREAD_ID;
        event.sigev_signo = PROFILE_SIGNAL;
        event._sigev_un._tid = (pid_t)syscall(SYS_gettid);
        timer_t timer;
        if (timer_create(CLOCK_THREAD_CPUTIME_ID, &event, &timer) != 0) return 0;
        struct itimerspec spec;
        spec.it_interval.tv_sec = interval_ns / 1000000000;
        spec.it_interval.tv_nsec = interval_ns % 1000000000;
        spec.it_value = spec.it_interval;
        if (timer_settime(timer, 0, &spec, NULL) != 0) return 0;
        profile_timer_made = 1;
    }
    profile->count = 0;
    profile->seen = 0;
    profiling_segment = 1;
    return 1;
}

int mtc_profile_end(void) {
    profiling_segment = 0;
    return profile == NULL ? 0 : profile->count;
}

int mtc_profile_sample(int index, uintptr_t *out, int max) {
    if (profile == NULL || index < 0 || index >= profile->count) return 0;
    int count = profile->depth[index] < max ? profile->depth[index] : max;
    for (int i = 0; i < count; i++) out[i] = profile->frames[index][i];
    return count;
}

// ---------------------------------------------------------------------------------------
// Measuring the app's time on a thread

__thread int mtc_thread_measuring = 0;
__thread int mtc_thread_in_app_code = 0;
__thread int mtc_framework_call_depth = 0;
__thread int64_t mtc_framework_call_start = -1;
__thread int64_t mtc_framework_call_ns = 0;
__thread int64_t mtc_framework_calls = 0;
__thread int64_t mtc_thread_blocked_ns = 0;

int64_t mtc_thread_cpu_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (int64_t)t.tv_sec * 1000000000 + t.tv_nsec;
}

int64_t mtc_thread_cpu_ns_of(uintptr_t thread) {
    clockid_t clock;
    if (pthread_getcpuclockid((pthread_t)thread, &clock) != 0) return -1;
    struct timespec t;
    if (clock_gettime(clock, &t) != 0) return -1;
    return (int64_t)t.tv_sec * 1000000000 + t.tv_nsec;
}

int64_t mtc_monotonic_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 1000000000 + t.tv_nsec;
}

// ---------------------------------------------------------------------------------------
// Hooks

static mtc_hooks installed;

void mtc_set_hooks(mtc_hooks hooks) {
    __atomic_store_n(&installed.will_sync, hooks.will_sync, __ATOMIC_RELEASE);
    __atomic_store_n(&installed.will_block, hooks.will_block, __ATOMIC_RELEASE);
    __atomic_store_n(&installed.did_block, hooks.did_block, __ATOMIC_RELEASE);
    __atomic_store_n(&installed.did_wait, hooks.did_wait, __ATOMIC_RELEASE);
}

// A wait the measured app code made: its time counts as blocked (wall time), and a long one is
// reported with what it waited on.
/// The return address into the app's code that a wait was called from, found by scanning the
/// stack above the hook for the first word that returns into code outside the system's images
/// just after a call instruction. The system libraries between the app and the hook (Dispatch's
/// Swift overlay, Foundation) may keep no frame pointer, and an unwinder can step past the app's
/// frame there; this word is where that frame returns. 0 when none is found nearby.
__attribute__((no_sanitize("address", "thread"), noinline))
static uintptr_t scan_wait_caller(void *hook_frame) {
    if (stack_high == 0) find_stack_bounds();
    find_app_ranges();
    // From the hook's return address (just above its saved frame pointer) upward.
    uintptr_t *word = (uintptr_t *)hook_frame + 1;
    for (int i = 0; i < 256; i++, word++) {
        uintptr_t at = (uintptr_t)word;
        if (stack_high <= 1 || at + sizeof(uintptr_t) > stack_high) break;
        uintptr_t value = *word;
        if (in_app_code(value) && follows_call(value)) return value;
    }
    return 0;
}

__thread uintptr_t mtc_wait_caller_hint = 0;

/// A wait of measured code ended; `hook_frame` is the frame of the interposed function the
/// program called.
static void note_wait(int kind, void *object, int64_t nanoseconds, void *hook_frame) {
    if (nanoseconds <= 0) return;
    mtc_thread_blocked_ns += nanoseconds;
    if (nanoseconds >= MTC_LONG_WAIT_NS) {
        mtc_wait_caller_hint = scan_wait_caller(hook_frame);
        void (*did_wait)(int, void *, int64_t) = __atomic_load_n(&installed.did_wait, __ATOMIC_ACQUIRE);
        if (did_wait) did_wait(kind, object, nanoseconds);
    }
}

extern char _dispatch_main_q[];

void *mtc_main_queue(void) { return _dispatch_main_q; }

// ThreadSanitizer's own interceptors, present only in TSan builds: forwarding to them keeps
// TSan's model of Dispatch's synchronisation.
extern void ___interceptor_dispatch_sync(void *, void *) __attribute__((weak));
extern intptr_t ___interceptor_dispatch_semaphore_wait(void *, uint64_t) __attribute__((weak));
extern intptr_t ___interceptor_dispatch_group_wait(void *, uint64_t) __attribute__((weak));

typedef void (*sync_function)(void *, void *);
typedef intptr_t (*wait_function)(void *, uint64_t);

static void *next_definition(const char *name, void *sanitizer_interceptor) {
    if (sanitizer_interceptor) return sanitizer_interceptor;
    return dlsym(RTLD_NEXT, name);
}

static sync_function real_sync;
static wait_function real_semaphore_wait, real_group_wait;

static sync_function next_sync(void) {
    sync_function f = __atomic_load_n(&real_sync, __ATOMIC_ACQUIRE);
    if (!f) {
        f = (sync_function)next_definition("dispatch_sync", (void *)___interceptor_dispatch_sync);
        __atomic_store_n(&real_sync, f, __ATOMIC_RELEASE);
    }
    return f;
}

static wait_function next_wait(wait_function *slot, const char *name, void *interceptor) {
    wait_function f = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
    if (!f) {
        f = (wait_function)next_definition(name, interceptor);
        __atomic_store_n(slot, f, __ATOMIC_RELEASE);
    }
    return f;
}

// The start of every Clang block: `invoke` runs it.
struct block_layout {
    void *isa;
    int flags;
    int reserved;
    void (*invoke)(void *);
};

void mtc_dispatch_sync(void *queue, void *block) {
    int (*will_sync)(void *) = __atomic_load_n(&installed.will_sync, __ATOMIC_ACQUIRE);
    if (will_sync && will_sync(queue)) {
        ((struct block_layout *)block)->invoke(block);
        return;
    }
    if (!mtc_thread_measuring) {
        next_sync()(queue, block);
        return;
    }
    // The block may run on this thread (its CPU time is measured as the app's): what is blocked
    // is the wall time the call took beyond the CPU time it used.
    int64_t wall = mtc_monotonic_ns(), cpu = mtc_thread_cpu_ns();
    next_sync()(queue, block);
    note_wait(MTC_WAIT_SYNC, queue, (mtc_monotonic_ns() - wall) - (mtc_thread_cpu_ns() - cpu), __builtin_frame_address(0));
}

static intptr_t blocking_wait(wait_function function, void *object, uint64_t timeout, int kind, void *hook_frame) {
    int measuring = mtc_thread_measuring;
    int64_t start = measuring ? mtc_monotonic_ns() : 0;
    intptr_t (*will_block)(int) = __atomic_load_n(&installed.will_block, __ATOMIC_ACQUIRE);
    intptr_t token = will_block ? will_block(kind) : 0;
    intptr_t result = function(object, timeout);
    if (token) {
        void (*did_block)(intptr_t) = __atomic_load_n(&installed.did_block, __ATOMIC_ACQUIRE);
        if (did_block) did_block(token);
    }
    if (measuring) note_wait(kind, object, mtc_monotonic_ns() - start, hook_frame);
    return result;
}

// (Not tail calls: the frame handed down must stay this function's.)
__attribute__((noinline, disable_tail_calls))
intptr_t mtc_dispatch_semaphore_wait(void *semaphore, uint64_t timeout) {
    return blocking_wait(next_wait(&real_semaphore_wait, "dispatch_semaphore_wait",
                                   (void *)___interceptor_dispatch_semaphore_wait),
                         semaphore, timeout, 1, __builtin_frame_address(0));
}

__attribute__((noinline, disable_tail_calls))
intptr_t mtc_dispatch_group_wait(void *group, uint64_t timeout) {
    return blocking_wait(next_wait(&real_group_wait, "dispatch_group_wait",
                                   (void *)___interceptor_dispatch_group_wait),
                         group, timeout, 2, __builtin_frame_address(0));
}

// Sleeps: the measured app code's sleeps count as blocked time.
extern int ___interceptor_nanosleep(const struct timespec *, struct timespec *) __attribute__((weak));
extern int ___interceptor_clock_nanosleep(clockid_t, int, const struct timespec *, struct timespec *) __attribute__((weak));
extern int ___interceptor_usleep(useconds_t) __attribute__((weak));
extern unsigned int ___interceptor_sleep(unsigned int) __attribute__((weak));

typedef int (*nanosleep_function)(const struct timespec *, struct timespec *);
typedef int (*clock_nanosleep_function)(clockid_t, int, const struct timespec *, struct timespec *);
typedef int (*usleep_function)(useconds_t);
typedef unsigned int (*sleep_function)(unsigned int);
static nanosleep_function real_nanosleep;
static clock_nanosleep_function real_clock_nanosleep;
static usleep_function real_usleep;
static sleep_function real_sleep;

static void *next_once(void **slot, const char *name, void *interceptor) {
    void *f = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
    if (!f) {
        f = next_definition(name, interceptor);
        __atomic_store_n(slot, f, __ATOMIC_RELEASE);
    }
    return f;
}

// A sleep cut short by the sampler's signal (not the app's) sleeps the rest: sampling must not
// change what the app does.
static int sleep_through_samples(nanosleep_function f, const struct timespec *request, struct timespec *remaining) {
    struct timespec left = *request, rest;
    for (;;) {
        unsigned long before = __atomic_load_n(&samples_delivered, __ATOMIC_RELAXED);
        int result = f(&left, &rest);
        if (result == 0 || errno != EINTR || __atomic_load_n(&samples_delivered, __ATOMIC_RELAXED) == before) {
            if (result != 0 && remaining) *remaining = rest;
            return result;
        }
        left = rest;
    }
}

int mtc_nanosleep(const struct timespec *request, struct timespec *remaining) {
    nanosleep_function f = (nanosleep_function)next_once((void **)&real_nanosleep, "nanosleep", (void *)___interceptor_nanosleep);
    if (!mtc_thread_measuring || request == NULL) return f(request, remaining);
    int64_t start = mtc_monotonic_ns();
    int result = sleep_through_samples(f, request, remaining);
    note_wait(MTC_WAIT_SLEEP, NULL, mtc_monotonic_ns() - start, __builtin_frame_address(0));
    return result;
}

int mtc_clock_nanosleep(clockid_t clock, int flags, const struct timespec *request, struct timespec *remaining) {
    clock_nanosleep_function f = (clock_nanosleep_function)next_once((void **)&real_clock_nanosleep, "clock_nanosleep",
                                                                     (void *)___interceptor_clock_nanosleep);
    if (!mtc_thread_measuring) return f(clock, flags, request, remaining);
    int64_t start = mtc_monotonic_ns();
    int result = f(clock, flags, request, remaining);
    note_wait(MTC_WAIT_SLEEP, NULL, mtc_monotonic_ns() - start, __builtin_frame_address(0));
    return result;
}

int mtc_usleep(useconds_t microseconds) {
    usleep_function f = (usleep_function)next_once((void **)&real_usleep, "usleep", (void *)___interceptor_usleep);
    if (!mtc_thread_measuring) return f(microseconds);
    nanosleep_function sleeper = (nanosleep_function)next_once((void **)&real_nanosleep, "nanosleep", (void *)___interceptor_nanosleep);
    struct timespec request = {microseconds / 1000000, (long)(microseconds % 1000000) * 1000};
    int64_t start = mtc_monotonic_ns();
    int result = sleep_through_samples(sleeper, &request, NULL);
    note_wait(MTC_WAIT_SLEEP, NULL, mtc_monotonic_ns() - start, __builtin_frame_address(0));
    return result;
}

unsigned int mtc_sleep(unsigned int seconds) {
    sleep_function f = (sleep_function)next_once((void **)&real_sleep, "sleep", (void *)___interceptor_sleep);
    if (!mtc_thread_measuring) return f(seconds);
    nanosleep_function sleeper = (nanosleep_function)next_once((void **)&real_nanosleep, "nanosleep", (void *)___interceptor_nanosleep);
    struct timespec request = {seconds, 0}, remaining = {0, 0};
    int64_t start = mtc_monotonic_ns();
    int result = sleep_through_samples(sleeper, &request, &remaining);
    note_wait(MTC_WAIT_SLEEP, NULL, mtc_monotonic_ns() - start, __builtin_frame_address(0));
    return result == 0 ? 0 : (unsigned int)remaining.tv_sec;
}

int nanosleep(const struct timespec *, struct timespec *) __attribute__((weak, alias("mtc_nanosleep")));
int clock_nanosleep(clockid_t, int, const struct timespec *, struct timespec *) __attribute__((weak, alias("mtc_clock_nanosleep")));
int usleep(useconds_t) __attribute__((weak, alias("mtc_usleep")));
unsigned int sleep(unsigned int) __attribute__((weak, alias("mtc_sleep")));

void dispatch_sync(void *, void *) __attribute__((weak, alias("mtc_dispatch_sync")));
intptr_t dispatch_semaphore_wait(void *, uint64_t) __attribute__((weak, alias("mtc_dispatch_semaphore_wait")));
intptr_t dispatch_group_wait(void *, uint64_t) __attribute__((weak, alias("mtc_dispatch_group_wait")));

int mtc_interposition_active(void) {
    return dlsym(RTLD_DEFAULT, "dispatch_semaphore_wait") == (void *)mtc_dispatch_semaphore_wait
        && dlsym(RTLD_DEFAULT, "dispatch_sync") == (void *)mtc_dispatch_sync;
}

// ThreadSanitizer's runtime, present only in `--sanitize=thread` builds.
extern void __tsan_init(void) __attribute__((weak));

int mtc_thread_sanitizer_active(void) { return &__tsan_init != 0; }

// The Swift runtime's weak-reference assignment, for nib outlets declared `weak var`.
extern void *swift_weakAssign(void *reference, void *value);

void mtc_weak_assign(void *reference, void *value) { swift_weakAssign(reference, value); }

// The Swift runtime's demangler for backtraces (libswiftCore). Declared with the status
// argument some runtimes take; one that does not take it ignores it.
extern char *_swift_backtrace_demangle(const char *name, size_t length, char *buffer, size_t *size, int *status);

char *mtc_demangle(const char *name, size_t length) {
    size_t size = 0;
    int status = 0;
    return _swift_backtrace_demangle(name, length, NULL, &size, &status);
}
