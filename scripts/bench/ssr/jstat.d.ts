// The part of jStat's API the benchmark uses (the package ships no types).
declare module 'jstat' {
  export const jStat: {
    /** Student's t distribution: `inv(p, dof)` is the quantile at `p` for `dof` degrees of freedom. */
    studentt: { inv(p: number, dof: number): number };
  };
}
