// Times solver workloads through kiwi's C++ core directly (no Python binding), for the
// side-by-side comparison in compare-solvers.sh. Built there against the kiwi headers of the
// kiwisolver source distribution from PyPI; nothing of kiwi is kept in this repository.
//
// Input: the flat text form written by workload_flat.py. Output: one JSON object per workload,
// the same shape as solver-compare and kiwi_runner.py.
//
// usage: kiwi_native MIN_SECONDS MIN_REPS MAX_REPS MAX_SECONDS NAME=FLAT_FILE...
#include <kiwi/kiwi.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <functional>
#include <iostream>
#include <string>
#include <vector>

namespace {

struct Spec {
    std::vector<std::string> names;
    std::vector<std::pair<int, double>> edits;
    struct C { std::string op; double strength; double constant; std::vector<std::pair<int, double>> terms; };
    std::vector<C> constraints;
    struct Phase { std::string name; std::vector<std::vector<std::pair<int, double>>> steps; };
    std::vector<Phase> phases;
};

Spec read(const std::string& path) {
    std::ifstream in(path);
    Spec s;
    std::string tag;
    size_t n;
    in >> tag >> n;  // V n
    s.names.resize(n);
    for (auto& name : s.names) in >> name;
    in >> tag >> n;  // E n
    s.edits.resize(n);
    for (auto& e : s.edits) in >> e.first >> e.second;
    in >> tag >> n;  // C n
    s.constraints.resize(n);
    for (auto& c : s.constraints) {
        size_t k;
        in >> c.op >> c.strength >> c.constant >> k;
        c.terms.resize(k);
        for (auto& t : c.terms) in >> t.first >> t.second;
    }
    in >> tag >> n;  // P n
    s.phases.resize(n);
    for (auto& p : s.phases) {
        size_t steps;
        in >> p.name >> steps;
        p.steps.resize(steps);
        for (auto& step : p.steps) {
            size_t k;
            in >> k;
            step.resize(k);
            for (auto& x : step) in >> x.first >> x.second;
        }
    }
    return s;
}

using Clock = std::chrono::steady_clock;

long long since(Clock::time_point t0) {
    return std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - t0).count();
}

// Same rule as solver-compare: the first run is a warm-up unless it takes over a second; then
// run until minSeconds and minReps are both reached, or maxReps or maxSeconds.
struct Limits { double minSeconds; size_t minReps; size_t maxReps; double maxSeconds; };

std::vector<long long> sample(const Limits& l, const std::function<long long()>& body) {
    std::vector<long long> out;
    long long total = 0;
    long long first = body();
    if (first > 1000000000LL) {
        out.push_back(first);
        total = first;
    }
    while (out.size() < l.maxReps && total < l.maxSeconds * 1e9 && (out.size() < l.minReps || total < l.minSeconds * 1e9)) {
        long long t = body();
        out.push_back(t);
        total += t;
    }
    return out;
}

void printList(const std::vector<long long>& xs) {
    std::printf("[");
    for (size_t i = 0; i < xs.size(); ++i) std::printf(i ? ",%lld" : "%lld", xs[i]);
    std::printf("]");
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 6) {
        std::fprintf(stderr, "usage: kiwi_native MIN_SECONDS MIN_REPS MAX_REPS MAX_SECONDS NAME=FLAT_FILE...\n");
        return 2;
    }
    Limits limits{std::atof(argv[1]), size_t(std::atoi(argv[2])), size_t(std::atoi(argv[3])), std::atof(argv[4])};
    for (int a = 5; a < argc; ++a) {
        std::string arg = argv[a];
        auto eq = arg.find('=');
        std::string name = arg.substr(0, eq);
        Spec spec = read(arg.substr(eq + 1));
        std::vector<kiwi::Variable> vars;
        for (auto& n : spec.names) vars.emplace_back(n);
        std::vector<kiwi::Constraint> constraints;
        for (auto& c : spec.constraints) {
            std::vector<kiwi::Term> terms;
            for (auto& t : c.terms) terms.emplace_back(vars[t.first], t.second);
            kiwi::Expression e(terms, c.constant);
            kiwi::RelationalOperator op = c.op == "==" ? kiwi::OP_EQ : c.op == "<=" ? kiwi::OP_LE : kiwi::OP_GE;
            constraints.emplace_back(e, op, c.strength);
        }
        auto build = [&](kiwi::Solver& solver) {
            auto t0 = Clock::now();
            for (auto& e : spec.edits) solver.addEditVariable(vars[e.first], e.second);
            for (auto& c : constraints) solver.addConstraint(c);
            solver.updateVariables();
            return since(t0);
        };
        std::vector<long long> buildTimes = sample(limits, [&] {
            kiwi::Solver* solver = new kiwi::Solver();
            long long t = build(*solver);
            delete solver;  // outside the timed region
            return t;
        });
        kiwi::Solver solver;
        build(solver);
        std::vector<std::pair<std::string, std::vector<double>>> values;
        auto snapshot = [&](const std::string& stage) {
            std::vector<double> v;
            for (auto& var : vars) v.push_back(var.value());
            values.emplace_back(stage, v);
        };
        snapshot("build");
        std::printf("{\"workload\":\"%s\",\"solver\":\"kiwi-native\",\"build\":", name.c_str());
        printList(buildTimes);
        std::printf(",\"phases\":{");
        for (size_t p = 0; p < spec.phases.size(); ++p) {
            auto& phase = spec.phases[p];
            auto times = sample(limits, [&] {
                auto t0 = Clock::now();
                for (auto& step : phase.steps) {
                    for (auto& s : step) solver.suggestValue(vars[s.first], s.second);
                    solver.updateVariables();
                }
                return since(t0);
            });
            snapshot(phase.name);
            std::printf(p ? ",\"%s\":" : "\"%s\":", phase.name.c_str());
            printList(times);
        }
        std::printf("},\"values\":{");
        for (size_t i = 0; i < values.size(); ++i) {
            std::printf(i ? ",\"%s\":[" : "\"%s\":[", values[i].first.c_str());
            for (size_t k = 0; k < values[i].second.size(); ++k) std::printf(k ? ",%.17g" : "%.17g", values[i].second[k]);
            std::printf("]");
        }
        std::printf("}}\n");
        std::fflush(stdout);
    }
    return 0;
}
