/* Runs one command and reports its spawn-to-exit wall time, peak RSS and CPU time.
 *
 * Usage: spawn_measure REPORT_FILE TIMEOUT_S COMMAND [ARGS...]
 * Writes one JSON line to REPORT_FILE: {"wall_s", "peak_rss_kib", "cpu_s", "exit_code",
 * "signal", "timed_out"}; the command's stdin, stdout and stderr are this process's. Exits
 * with the command's exit status (128 + signal when killed). After TIMEOUT_S seconds the
 * command gets SIGKILL.
 *
 * Why a helper instead of Python's subprocess: Linux keeps a process's peak RSS across exec
 * (signal->maxrss takes the pre-exec mm's high-water mark), so a child forked from the
 * Python driver reports the driver's RSS whenever that is the larger; a child forked from
 * this small program starts from about 1 MB. Built by benchmarks/driver.py with `cc -O2`. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static volatile pid_t child = 0;
static volatile sig_atomic_t timed_out = 0;

static void on_alarm(int sig) {
  (void)sig;
  timed_out = 1;
  if (child > 0) kill(child, SIGKILL);
}

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

int main(int argc, char** argv) {
  if (argc < 4) {
    fprintf(stderr, "usage: spawn_measure REPORT_FILE TIMEOUT_S COMMAND [ARGS...]\n");
    return 64;
  }
  struct sigaction sa = {0};
  sa.sa_handler = on_alarm;
  sigaction(SIGALRM, &sa, NULL); /* no SA_RESTART: wait4 returns EINTR, then is retried */
  double t0 = now();
  pid_t pid = fork();
  if (pid < 0) {
    perror("spawn_measure: fork");
    return 71;
  }
  if (pid == 0) {
    execvp(argv[3], argv + 3);
    perror("spawn_measure: exec");
    _exit(127);
  }
  child = pid;
  alarm((unsigned)atoi(argv[2]));
  int status = 0;
  struct rusage ru;
  while (wait4(pid, &status, 0, &ru) < 0) {
    if (errno != EINTR) {
      perror("spawn_measure: wait4");
      return 71;
    }
  }
  double wall = now() - t0;
  alarm(0);
  int code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  int sig = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
  double cpu = ru.ru_utime.tv_sec + ru.ru_utime.tv_usec * 1e-6 + ru.ru_stime.tv_sec + ru.ru_stime.tv_usec * 1e-6;
  FILE* f = fopen(argv[1], "w");
  if (!f) {
    perror("spawn_measure: report file");
    return 71;
  }
  fprintf(f, "{\"wall_s\": %.9f, \"peak_rss_kib\": %ld, \"cpu_s\": %.6f, \"exit_code\": %d, \"signal\": %d, \"timed_out\": %s}\n",
          wall, ru.ru_maxrss, cpu, code, sig, timed_out ? "true" : "false");
  fclose(f);
  return sig ? 128 + sig : code;
}
