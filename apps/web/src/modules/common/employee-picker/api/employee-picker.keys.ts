/**
 * The picker's own keys: the system module owns the staff and department pages, but only exports what
 * its index.ts offers, so the picker reads the same endpoints under its own key space.
 */
export type EmployeePageParams = { page: number; page_size: number; name?: string; c_dept_id?: number };

export const employeePickerKeys = {
  all: ['employee-picker'] as const,
  depts: () => [...employeePickerKeys.all, 'depts'] as const,
  pages: () => [...employeePickerKeys.all, 'page'] as const,
  page: (params: EmployeePageParams) => [...employeePickerKeys.pages(), params] as const,
  search: (keyword: string) => [...employeePickerKeys.all, 'search', keyword] as const,
};
