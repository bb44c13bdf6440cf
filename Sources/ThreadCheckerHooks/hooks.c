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
#include <pthread.h>
#include <signal.h>
#include <stddef.h>
#include <string.h>
#include <time.h>

// ---------------------------------------------------------------------------------------
// Stack walk

__thread int mtc_thread_holds_turn = 0;

static __thread uintptr_t stack_low, stack_high;

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
    while (count < max) {
        if (fp < stack_low || fp + 2 * sizeof(uintptr_t) > stack_high || (fp & (sizeof(uintptr_t) - 1)) != 0) break;
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

// Sampling another thread: one request at a time (the hang watchdog's).
#define SAMPLE_SIGNAL (SIGRTMIN + 7)
#define SAMPLE_CAPACITY 64
static uintptr_t sample_frames[SAMPLE_CAPACITY];
static int sample_count;
static int sample_ready;
static pthread_mutex_t sample_lock = PTHREAD_MUTEX_INITIALIZER;
static int sample_handler_installed;

__attribute__((no_sanitize("thread")))
static void sample_handler(int signal) {
    (void)signal;
    int count = (stack_high == 0) ? 0 : mtc_capture_frames(sample_frames, SAMPLE_CAPACITY, 1);
    __atomic_store_n(&sample_count, count, __ATOMIC_RELAXED);
    __atomic_store_n(&sample_ready, 1, __ATOMIC_RELEASE);
}

__attribute__((no_sanitize("thread")))
int mtc_sample_thread(uintptr_t thread, uintptr_t *out, int max, int timeout_ms) {
    pthread_mutex_lock(&sample_lock);
    if (!sample_handler_installed) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = sample_handler;
        action.sa_flags = SA_RESTART;
        sigemptyset(&action.sa_mask);
        sigaction(SAMPLE_SIGNAL, &action, NULL);
        sample_handler_installed = 1;
    }
    __atomic_store_n(&sample_ready, 0, __ATOMIC_RELEASE);
    int count = 0;
    if (pthread_kill((pthread_t)thread, SAMPLE_SIGNAL) == 0) {
        for (int waited = 0; waited < timeout_ms * 10; waited++) {
            if (__atomic_load_n(&sample_ready, __ATOMIC_ACQUIRE)) {
                count = __atomic_load_n(&sample_count, __ATOMIC_RELAXED);
                if (count > max) count = max;
                for (int i = 0; i < count; i++) out[i] = sample_frames[i];
                break;
            }
            struct timespec pause = {0, 100000};
            nanosleep(&pause, NULL);
        }
    }
    pthread_mutex_unlock(&sample_lock);
    return count;
}

// ---------------------------------------------------------------------------------------
// Hooks

static mtc_hooks installed;

void mtc_set_hooks(mtc_hooks hooks) {
    __atomic_store_n(&installed.will_sync, hooks.will_sync, __ATOMIC_RELEASE);
    __atomic_store_n(&installed.will_block, hooks.will_block, __ATOMIC_RELEASE);
    __atomic_store_n(&installed.did_block, hooks.did_block, __ATOMIC_RELEASE);
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
    next_sync()(queue, block);
}

static intptr_t blocking_wait(wait_function function, void *object, uint64_t timeout, int kind) {
    intptr_t (*will_block)(int) = __atomic_load_n(&installed.will_block, __ATOMIC_ACQUIRE);
    intptr_t token = will_block ? will_block(kind) : 0;
    intptr_t result = function(object, timeout);
    if (token) {
        void (*did_block)(intptr_t) = __atomic_load_n(&installed.did_block, __ATOMIC_ACQUIRE);
        if (did_block) did_block(token);
    }
    return result;
}

intptr_t mtc_dispatch_semaphore_wait(void *semaphore, uint64_t timeout) {
    return blocking_wait(next_wait(&real_semaphore_wait, "dispatch_semaphore_wait",
                                   (void *)___interceptor_dispatch_semaphore_wait),
                         semaphore, timeout, 1);
}

intptr_t mtc_dispatch_group_wait(void *group, uint64_t timeout) {
    return blocking_wait(next_wait(&real_group_wait, "dispatch_group_wait",
                                   (void *)___interceptor_dispatch_group_wait),
                         group, timeout, 2);
}

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
